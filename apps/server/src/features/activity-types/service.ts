import {
  ACTIVITY_TYPES_KEPT_MAX,
  ACTIVITY_TYPES_MAX,
  activityTypeColourWireNameList,
  activityTypeRefusals,
  colourFieldOfWireName,
  DEFAULT_ACTIVITY_TYPE_COLOURS,
  isActivityTypeId,
  type ActivityType,
  type ActivityTypeEditBody,
  type LocaleCode,
} from '@klubhus/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connect.js';
import { inTransaction } from '../../db/inTransaction.js';
import { conflict, notFound } from '../../http/HttpError.js';
import type { Clock } from '../../shared/clock.js';
import { imageOfBase64, replaceImage } from '../../shared/files/images.js';
import { fileUrl, type FileStorage } from '../../shared/files/storage.js';
import { normaliseIcon } from './icons/icons.js';
import * as repo from './repo.js';

/** What the activity types area needs. */
export interface ActivityTypesDeps {
  db: Db;
  clock: Clock;
  files: FileStorage;
  config: Config;
}

const { activityTypeNotFound, activityTypesFull, lastActivityType } = activityTypeRefusals;

/** An id naming no visible type of the club: unknown, the generic 0, hidden, or another club's own — all alike. */
const typeNotFound = () => notFound(activityTypeNotFound.message, activityTypeNotFound.code, 'clubActivityTypeId');

/** The folder of a club's uploaded icons: the only icon files a change may remove (never the bundled `icons/`). */
const iconFolder = (clubId: number) => `clubs/${clubId}/activity-types`;

const answerOf = (files: FileStorage, clubId: number, row: repo.ActivityTypeRow): ActivityType => ({
  clubActivityTypeId: Number(row.clubActivityTypeId),
  clubId,
  key: row.key as ActivityType['key'],
  title: row.title,
  renamed: row.renamed,
  hidden: row.hidden,
  iconUrl: fileUrl(files, row.iconPath),
  translations: typeof row.translations === 'string' ? JSON.parse(row.translations) : (row.translations ?? {}),
  backgroundHexColorLightTheme: row.backgroundHexColorLightTheme,
  fontHexColorLightTheme: row.fontHexColorLightTheme,
  backgroundHexColorLightLightTheme: row.backgroundHexColorLightLightTheme,
  fontHexColorLightLightTheme: row.fontHexColorLightLightTheme,
  backgroundHexColorDarkLightTheme: row.backgroundHexColorDarkLightTheme,
  fontHexColorDarkLightTheme: row.fontHexColorDarkLightTheme,
});

const readType = async (db: Db, files: FileStorage, clubId: number, typeId: number): Promise<ActivityType> => {
  const row = await repo.findType(db, clubId, typeId);
  if (!row) throw typeNotFound();
  return answerOf(files, clubId, row);
};

/**
 * The club's types (ADR 024): the built-in types with its changes, then its own by id; hidden ones included and
 * marked (their activities keep their look); the generic type 0 never. One statement.
 */
export const listActivityTypes = async ({ db, files }: ActivityTypesDeps, clubId: number): Promise<ActivityType[]> =>
  (await repo.listTypes(db, clubId)).map((row) => answerOf(files, clubId, row));

/**
 * A type of the club's own with the default colours (§9) and no icon. At most ACTIVITY_TYPES_MAX visible ones, and
 * ACTIVITY_TYPES_KEPT_MAX with the removed ones (the list is answered whole), counted under the club's advisory lock,
 * so parallel creations cannot pass the quota together.
 */
export const createActivityType = async (
  { db, clock, files }: ActivityTypesDeps,
  clubId: number,
  title: string,
): Promise<ActivityType> =>
  inTransaction(db, async (tx) => {
    await repo.lockClubTypes(tx, clubId);
    const own = await repo.countOwn(tx, clubId);
    if (own.visible >= ACTIVITY_TYPES_MAX || own.all >= ACTIVITY_TYPES_KEPT_MAX) {
      throw conflict(activityTypesFull.message, activityTypesFull.code, 'activityTypeTitle');
    }
    const id = await repo.insertOwnType(tx, {
      clubId,
      title,
      colours: DEFAULT_ACTIVITY_TYPE_COLOURS,
      createdAt: clock.now(),
    });
    return readType(tx, files, clubId, id);
  });

/** Where a change of the type lands for the club; 404 unless it is a visible type of the club. */
const targetOf = async (db: Db, clock: Clock, clubId: number, typeId: number): Promise<repo.TypeTarget> => {
  const state = await repo.typeState(db, clubId, typeId);
  if (!state || state.hidden) throw typeNotFound();
  return { clubId, typeId, builtIn: state.builtIn, now: clock.now() };
};

/**
 * `Default/edit` (§7): the one change the body carries (the contract refuses none or several) — the title, a
 * translation (an empty title removes it), one colour by its wire name, or the icon — made for this club only: a
 * built-in type's override row, or the club's own type. Answers the type as changed.
 */
export const editActivityType = async (
  deps: ActivityTypesDeps,
  clubId: number,
  body: ActivityTypeEditBody,
): Promise<ActivityType> => {
  const { db, clock, files } = deps;
  const typeId = body.clubActivityTypeId;
  if (body.base64IconImage !== undefined) return replaceIcon(deps, clubId, typeId, body.base64IconImage);
  // The statement checks that the type is visible for the club itself: no look-up first (ADR 024). A built-in type is
  // one of §3's ids; any other id is tried as the club's own.
  const target: repo.TypeTarget = { clubId, typeId, builtIn: isActivityTypeId(typeId), now: clock.now() };
  let changed: boolean;
  const wireName = activityTypeColourWireNameList.find((name) => body[name] !== undefined);
  if (body.activityTypeTitle !== undefined) {
    changed = await repo.setColumn(db, target, 'title', body.activityTypeTitle);
  } else if (body.activityTypeTitleTranslation !== undefined) {
    const { language, title } = body.activityTypeTitleTranslation;
    changed = await repo.setTranslation(db, target, language as LocaleCode, title ? title : null);
  } else if (wireName !== undefined) {
    const colour = body[wireName] as string;
    changed = await repo.setColumn(db, target, repo.colourColumnOf(colourFieldOfWireName(wireName)), colour);
  } else {
    throw new Error('Default/edit reached the service without a change');
  }
  // Unknown, the generic 0, hidden or another club's: nothing written.
  if (!changed) throw typeNotFound();
  return readType(db, files, clubId, typeId);
};

/**
 * A new icon: any image the image service accepts, stored as a PNG of at most 128 px in the club's folder; the
 * club's previous icon file of the type is removed once nothing names it, a bundled icon (`icons/…`) never.
 */
const replaceIcon = async (
  { db, clock, files }: ActivityTypesDeps,
  clubId: number,
  typeId: number,
  base64: string,
): Promise<ActivityType> => {
  const image = imageOfBase64(base64, 'base64IconImage');
  await targetOf(db, clock, clubId, typeId);
  const icon = await normaliseIcon(image);
  await replaceImage(files, iconFolder(clubId), icon, (key) =>
    inTransaction(db, async (tx) => {
      const target = await targetOf(tx, clock, clubId, typeId);
      const old = await repo.lockIconPath(tx, target);
      if (!(await repo.setColumn(tx, target, 'icon_path', key))) throw typeNotFound();
      return old?.startsWith(`${iconFolder(clubId)}/`) ? old : null;
    }),
  );
  return readType(db, files, clubId, typeId);
};

/**
 * `remove` (§7): hides the type for the club — its override of a built-in, or its own row — while its activities keep
 * it. The last visible type stays (409), counted under the club's advisory lock, so two removals at once cannot
 * leave none.
 */
export const removeActivityType = async ({ db, clock }: ActivityTypesDeps, clubId: number, typeId: number) =>
  inTransaction(db, async (tx) => {
    await repo.lockClubTypes(tx, clubId);
    const target = await targetOf(tx, clock, clubId, typeId);
    if ((await repo.countVisible(tx, clubId)) <= 1) {
      throw conflict(lastActivityType.message, lastActivityType.code, 'clubActivityTypeId');
    }
    await repo.hideType(tx, target);
  });
