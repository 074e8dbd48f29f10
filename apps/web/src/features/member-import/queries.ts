import {
  joiningWire,
  memberImportWire,
  type ImportOverview,
  type joiningContract,
  type memberImportContract,
} from '@klubhus/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { areaApi } from '../../shell/api';
import { ownErrors } from '../../shell/createQueryClient';

/**
 * Member import's clients (ADR 020), made from their wire tables when the area first calls: the wizard loads this
 * file, so nothing of it loads on /login (ADR 015). Applying the import and the welcome mails are joining's calls
 * (`importUsers {importId}`, `sendWelcomeMails`), made from here through a client of this area's own.
 */
export const memberImportApi = areaApi<typeof memberImportContract>(memberImportWire);
export const importJoiningApi = areaApi<typeof joiningContract>(joiningWire);

/** The rows of one page of the members preview. */
export const PREVIEW_PAGE_SIZE = 100;

/** Which rows the preview lists: all, or only those with problems ("Skal rettes"). */
export interface PreviewFilter {
  problemsOnly: boolean;
}

/** Member import's reads (query factories; keys start with 'memberImport'). */
export const memberImportQueries = {
  /** Everything of a club's staged import, to invalidate after a write. */
  all: (clubId: number) => ['memberImport', clubId] as const,
  /**
   * GET /v2/web/importoverview/:club with the smallest page: the staged import (its step, roles, groups, matches and
   * counts), or `import: null` when none waits. The wizard opens at its step.
   */
  overview: (clubId: number) =>
    queryOptions({
      queryKey: ['memberImport', clubId, 'overview'] as const,
      queryFn: ({ signal }) =>
        memberImportApi().importOverview({ params: { club: clubId }, query: { offset: 0, limit: 1 } }, { signal }),
      // The wizard shows its own failure, with a retry.
      meta: ownErrors,
    }),
  /** Every page of the members preview. */
  rowsAll: (clubId: number) => ['memberImport', clubId, 'rows'] as const,
  /** One page of the members preview at `offset`, keyed by the filter, as the member table pages (ADR 016). */
  rows: (clubId: number, filter: PreviewFilter, offset: number) =>
    queryOptions({
      queryKey: ['memberImport', clubId, 'rows', filter, offset] as const,
      queryFn: ({ signal }) =>
        memberImportApi().importOverview(
          {
            params: { club: clubId },
            query: { offset, limit: PREVIEW_PAGE_SIZE, ...(filter.problemsOnly ? { problems: 'true' } : {}) },
          },
          { signal },
        ),
      meta: ownErrors,
    }),
};

/** Puts an answer carrying the whole overview (a new upload) in the cache; the preview's pages start again. */
export const setOverview = (client: QueryClient, clubId: number, overview: ImportOverview) => {
  client.setQueryData(memberImportQueries.overview(clubId).queryKey, overview);
  client.removeQueries({ queryKey: memberImportQueries.rowsAll(clubId) });
};
