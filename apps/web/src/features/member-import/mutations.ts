import {
  INVITE_IDS_PER_CALL_MAX,
  type ImportedRowPatch,
  type ImportGroupsBody,
  type ImportMergeBody,
  type ImportRolesBody,
  type ImportSource,
  type ImportSummary,
  type InviteAnswer,
} from '@klubhus/domain';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { formCall } from '../../shell/createQueryClient';
import { membersQueries } from '../members/public';
import { importJoiningApi, memberImportApi, memberImportQueries, setOverview } from './queries';

/** A recording call answered the import's summary: the overview keeps its page, the summary is the new one. */
const setSummary = (client: QueryClient, clubId: number, summary: ImportSummary) =>
  client.setQueryData(memberImportQueries.overview(clubId).queryKey, (before) =>
    before ? { ...before, import: summary } : { import: summary, members: { rows: [], total: summary.rowCount } },
  );

/** Member import's writes (mutation factories: `useMutation(memberImportMutations.upload(clubId))`). */
export const memberImportMutations = {
  /**
   * POST /v2/web/parsecsv/:club or /parsecsvconventus/:club (multipart `newmembers`): stages the file, replacing
   * any staged import, and answers its overview. The form's call: a refusal (csvMalformed with its line …) is
   * shown in red under the file picker (spec §8); a 5xx goes to the error dialog.
   */
  upload: (clubId: number) =>
    mutationOptions({
      mutationKey: ['memberImport', clubId, 'upload'] as const,
      meta: formCall,
      mutationFn: ({ source, file }: { source: ImportSource; file: File }) => {
        const request = { params: { club: clubId }, body: { newmembers: file } };
        return source === 'conventus'
          ? memberImportApi().parseCsvConventus(request)
          : memberImportApi().parseCsv(request);
      },
      onSuccess: (overview, _input, _result, { client }) => setOverview(client, clubId, overview),
    }),
  /** PATCH /v2/clubs/:club/members/merge: which existing member each matched row merges into, or none. */
  merge: (clubId: number) =>
    mutationOptions({
      mutationKey: ['memberImport', clubId, 'merge'] as const,
      meta: formCall,
      mutationFn: (body: ImportMergeBody) => memberImportApi().mergeMembers({ params: { club: clubId }, body }),
      onSuccess: (summary, _body, _result, { client }) => {
        setSummary(client, clubId, summary);
        return client.invalidateQueries({ queryKey: memberImportQueries.rowsAll(clubId) });
      },
    }),
  /** POST /v2/web/import/:club/roles: the member type each source role becomes. */
  roles: (clubId: number) =>
    mutationOptions({
      mutationKey: ['memberImport', clubId, 'roles'] as const,
      meta: formCall,
      mutationFn: (body: ImportRolesBody) => memberImportApi().importRoles({ params: { club: clubId }, body }),
      onSuccess: (summary, _body, _result, { client }) => setSummary(client, clubId, summary),
    }),
  /** POST /v2/web/import/:club/groups: each source group created, matched to a group of the club, or skipped. */
  groups: (clubId: number) =>
    mutationOptions({
      mutationKey: ['memberImport', clubId, 'groups'] as const,
      meta: formCall,
      mutationFn: (body: ImportGroupsBody) => memberImportApi().importGroups({ params: { club: clubId }, body }),
      onSuccess: (summary, _body, _result, { client }) => setSummary(client, clubId, summary),
    }),
  /**
   * PATCH /v2/web/importusers/:club/imported/:id: one row corrected, or left out (`removed`). The summary's counts
   * and the preview's pages follow.
   */
  patchRow: (clubId: number, rowId: string) =>
    mutationOptions({
      mutationKey: ['memberImport', clubId, 'row', rowId] as const,
      meta: formCall,
      mutationFn: (body: ImportedRowPatch) =>
        memberImportApi().patchImportedRow({ params: { club: clubId, id: rowId }, body }),
      onSuccess: (_row, _body, _result, { client }) =>
        client.invalidateQueries({ queryKey: memberImportQueries.all(clubId) }),
    }),
  /** DELETE /v2/web/importusers/:club/imported: the staged import cleared (spec §4). */
  clear: (clubId: number) =>
    mutationOptions({
      mutationKey: ['memberImport', clubId, 'clear'] as const,
      meta: formCall,
      mutationFn: () => memberImportApi().clearImport({ params: { club: clubId } }),
      onSuccess: (_answer, _input, _result, { client }) =>
        setOverview(client, clubId, { import: null, members: { rows: [], total: 0 } }),
    }),
  /**
   * POST /v2/web/importusers/:club `{importId}` (joining's call, ADR 018/020): applies the staged import in one
   * transaction and answers the new members. The members screen's lists and groups are read again.
   */
  apply: (clubId: number) =>
    mutationOptions({
      mutationKey: ['memberImport', clubId, 'apply'] as const,
      meta: formCall,
      mutationFn: (importId: number) =>
        importJoiningApi().importUsers({ params: { club: clubId }, body: { importId } }),
      onSuccess: (_answer, _importId, _result, { client }) =>
        Promise.all([
          client.invalidateQueries({ queryKey: memberImportQueries.all(clubId) }),
          client.invalidateQueries({ queryKey: membersQueries.all(clubId) }),
        ]),
    }),
  /**
   * POST /v2/web/importusers/:club/sendwelcomemails for the imported members with an e-mail, in calls of the
   * largest list the server takes; the answers as one.
   */
  welcome: (clubId: number) =>
    mutationOptions({
      mutationKey: ['memberImport', clubId, 'welcome'] as const,
      meta: formCall,
      mutationFn: async (memberIds: readonly string[]): Promise<InviteAnswer> => {
        const answer: InviteAnswer = { sent: [], skipped: [] };
        for (let at = 0; at < memberIds.length; at += INVITE_IDS_PER_CALL_MAX) {
          const part = await importJoiningApi().sendWelcomeMails({
            params: { club: clubId },
            body: { memberIds: memberIds.slice(at, at + INVITE_IDS_PER_CALL_MAX) },
          });
          answer.sent.push(...part.sent);
          answer.skipped.push(...part.skipped);
        }
        return answer;
      },
      onSuccess: (_answer, _ids, _result, { client }) =>
        client.invalidateQueries({ queryKey: membersQueries.all(clubId) }),
    }),
};
