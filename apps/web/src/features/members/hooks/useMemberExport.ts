import { useFileDownload, type FileDownloadProgress } from '../../../shell/downloads/useFileDownload';
import { exportFileName, type MemberExport } from '../memberExports';
import { memberExportsMutations } from '../mutations';

/** A member export under way. */
export type ExportProgress = FileDownloadProgress;

/**
 * Takes one export at a time (spec §7 "Exports"): fetches the CSV with its progress, saves it as
 * `medlemmer-2026-11-26.csv`, and on a failure stops and keeps the error (spec §8 "export failure: spinner
 * stops"). `cancel` stops a download; leaving the screen does too.
 */
export const useMemberExport = (clubId: number) => {
  const download = useFileDownload(memberExportsMutations.download(clubId));
  return {
    ...download,
    /** Resolves with the file's name once saved; rejects with the failure (none when cancelled). */
    run: (file: MemberExport) => download.run({ file }, exportFileName(file, new Date())),
  };
};
