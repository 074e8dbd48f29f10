import type { memberExportsContract } from '@klubhus/domain';
import type { Handlers } from '../../http/registerContract.js';
import * as service from './service.js';

/** The member exports (spec document 1 §7 "Exports"; ADR 017): CSV rows, streamed. */
export const memberExportsHandlers = (deps: service.MemberExportsDeps): Handlers<typeof memberExportsContract> => ({
  exportMembers: ({ auth, query }) => service.exportMembers(deps, auth, query),
  exportInactive: ({ auth }) => service.exportInactive(deps, auth),
  exportByAge: ({ auth, params }) => service.exportByAge(deps, auth, params.from, params.to),
  exportRemoved: ({ auth }) => service.exportRemoved(deps, auth),
  exportRelations: ({ auth, query }) => service.exportRelations(deps, auth, query.groupId),
});
