import type { ActivityType, ActivityTypeEditBody } from '@klubhus/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connect.js';
import type { Clock } from '../../shared/clock.js';
import type { FileStorage } from '../../shared/files/storage.js';

/** What the activity types area needs. STUB: filled in by the server work. */
export interface ActivityTypesDeps {
  db: Db;
  clock: Clock;
  files: FileStorage;
  config: Config;
}

export const listActivityTypes = async (deps: ActivityTypesDeps, clubId: number): Promise<ActivityType[]> => {
  void deps;
  void clubId;
  throw new Error('not yet');
};

export const createActivityType = async (
  deps: ActivityTypesDeps,
  clubId: number,
  title: string,
): Promise<ActivityType> => {
  void deps;
  void clubId;
  void title;
  throw new Error('not yet');
};

export const editActivityType = async (
  deps: ActivityTypesDeps,
  clubId: number,
  body: ActivityTypeEditBody,
): Promise<ActivityType> => {
  void deps;
  void clubId;
  void body;
  throw new Error('not yet');
};

export const removeActivityType = async (deps: ActivityTypesDeps, clubId: number, typeId: number): Promise<void> => {
  void deps;
  void clubId;
  void typeId;
  throw new Error('not yet');
};
