import type { memberImportContract } from '@klubhus/domain';
import type { Handlers } from '../../http/registerContract.js';
import { addDummyUsersToGroups, groupAddImports, groupRemoveImports } from './dummyGroups.js';
import * as service from './service.js';

/** The import wizard's calls (spec document 1 §2, §4, §7 "Import"; ADR 020); confirm is joining's `importusers`. */
export const memberImportHandlers = (deps: service.MemberImportDeps): Handlers<typeof memberImportContract> => ({
  importOverview: ({ auth, query }) => service.importOverview(deps, auth, query),
  parseCsv: ({ auth, body }) => service.stageFile(deps, auth, body.newmembers, 'csv'),
  parseCsvConventus: ({ auth, body }) => service.stageFile(deps, auth, body.newmembers, 'conventus'),
  mergeMembers: ({ auth, body }) => service.mergeMembers(deps, auth, body),
  patchImportedRow: ({ auth, params, body }) => service.patchImportedRow(deps, auth, params.id, body),
  clearImport: ({ auth }) => service.clearImport(deps, auth),
  importGroups: ({ auth, body }) => service.importGroups(deps, auth, body),
  importRoles: ({ auth, body }) => service.importRoles(deps, auth, body),
  addDummyUsersToGroups: ({ auth, body }) => addDummyUsersToGroups(deps, auth, body),
  groupAddImports: ({ auth, params, body }) => groupAddImports(deps, auth, params.id, body),
  groupRemoveImports: ({ auth, params, body }) => groupRemoveImports(deps, auth, params.id, body),
});
