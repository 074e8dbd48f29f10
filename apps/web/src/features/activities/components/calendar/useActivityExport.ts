import type { ActivityExportRange } from '@klubhus/domain';
import { useFileDownload } from '../../../../shell/downloads/useFileDownload';
import { activityExportsMutations, type ActivityExportScope } from '../../mutations';
import { exportFileName } from './activityExport';

/**
 * One export at a time (ADR 026, as the member exports, ADR 017): fetches the CSV with its progress, saves it as
 * `aktiviteter-<start>-<end>.csv`, and answers a failure for the dialog to show. `cancel` stops a download; closing the
 * dialog does too.
 */
export const useActivityExport = (clubId: number) => {
  const download = useFileDownload(activityExportsMutations.download(clubId));
  return {
    ...download,
    /** Resolves with the failure, or undefined once the file is saved (or the download was cancelled). */
    run: (scope: ActivityExportScope, range: ActivityExportRange): Promise<unknown> =>
      download.run({ scope, range }, exportFileName(range)).then(
        () => undefined,
        (failure: unknown) => failure,
      ),
  };
};
