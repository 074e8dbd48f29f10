import type { memberExportsContract } from '@klubhus/domain';
import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../http/registerContract.js';
import { readExportTexts } from '../../shared/exportTexts.js';
import type { ExportCaller, MemberExportsDeps } from './context.js';
import { exportRelations } from './household.js';
import * as service from './service.js';

/** The caller and the host they use (its brand's language is theirs when they have chosen none). */
const callerOf = (auth: { userId: number; clubId: number }, request: FastifyRequest): ExportCaller => ({
  userId: auth.userId,
  clubId: auth.clubId,
  host: request.hostname,
});

/**
 * The member exports (spec document 1 §7 "Exports"; ADR 017): CSV rows, streamed. Their words are read from the
 * locale folders here, at start-up, so a missing or malformed `exports.json` stops the start.
 */
export const memberExportsHandlers = ({
  localesDir,
  ...rest
}: Omit<MemberExportsDeps, 'languages'> & { localesDir: string }): Handlers<typeof memberExportsContract> => {
  const deps: MemberExportsDeps = { ...rest, languages: readExportTexts(localesDir) };
  return {
    exportMembers: ({ auth, request, query }) => service.exportMembers(deps, callerOf(auth, request), query),
    exportInactive: ({ auth, request }) => service.exportInactive(deps, callerOf(auth, request)),
    exportByAge: ({ auth, request, params }) =>
      service.exportByAge(deps, callerOf(auth, request), params.from, params.to),
    exportRemoved: ({ auth, request }) => service.exportRemoved(deps, callerOf(auth, request)),
    exportRelations: ({ auth, request, query }) => exportRelations(deps, callerOf(auth, request), query.groupId),
  };
};
