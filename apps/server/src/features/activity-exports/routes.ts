import type { activityExportsContract } from '@klubhus/domain';
import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../http/registerContract.js';
import { readExportTexts } from '../../shared/exportTexts.js';
import type { ActivityExportsDeps, ExportCaller } from './context.js';
import * as service from './service.js';
import { readBuiltInTitles } from './typeTitles.js';

/** The caller and the host they use (its brand's language is theirs when they have chosen none). */
const callerOf = (auth: { userId: number; clubId: number }, request: FastifyRequest): ExportCaller => ({
  userId: auth.userId,
  clubId: auth.clubId,
  host: request.hostname,
});

/**
 * The activity exports (spec document 2 §7; ADR 026): CSV rows, streamed. Their words, and the built-in types'
 * titles, are read from the locale folders here, at start-up, so a missing or malformed file stops the start.
 */
export const activityExportsHandlers = ({
  localesDir,
  ...rest
}: Omit<ActivityExportsDeps, 'languages' | 'builtInTitles'> & { localesDir: string }): Handlers<
  typeof activityExportsContract
> => {
  const deps: ActivityExportsDeps = {
    ...rest,
    languages: readExportTexts(localesDir),
    builtInTitles: readBuiltInTitles(localesDir),
  };
  return {
    exportClubActivities: ({ auth, request, query }) =>
      service.exportClubActivities(deps, callerOf(auth, request), query),
    exportGroupAttendance: ({ auth, request, params, query }) =>
      service.exportGroupAttendance(deps, callerOf(auth, request), params.group, query),
    exportMemberAttendance: ({ auth, request, params, query }) =>
      service.exportMemberAttendance(deps, callerOf(auth, request), params.member, query),
  };
};
