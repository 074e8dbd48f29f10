import type { ActivityExportRange } from '@klubhus/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { activityExportsMutations, type ActivityExportScope } from '../../mutations';
import { exportFileName } from './activityExport';
import { saveFile } from './saveFile';

/** A download under way: the file's name and how far it has come (`total` when the server sent a length). */
export interface ActivityExportProgress {
  fileName: string;
  received: number;
  total: number | undefined;
}

/**
 * One export at a time (ADR 026, as the member exports, ADR 017): fetches the CSV with its progress, saves it as
 * `aktiviteter-<start>-<end>.csv`, and answers a failure for the dialog to show. `cancel` stops a download; closing the
 * dialog does too.
 */
export const useActivityExport = (clubId: number) => {
  const download = useMutation(activityExportsMutations.download(clubId));
  const [progress, setProgress] = useState<ActivityExportProgress>();
  const [saved, setSaved] = useState<string>();
  const controller = useRef<AbortController>(null);
  useEffect(() => () => controller.current?.abort(), []);

  /** Resolves with the failure, or undefined once the file is saved (or the download was cancelled). */
  const run = async (scope: ActivityExportScope, range: ActivityExportRange): Promise<unknown> => {
    const fileName = exportFileName(range);
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setSaved(undefined);
    setProgress({ fileName, received: 0, total: undefined });
    try {
      const blob = await download.mutateAsync({
        scope,
        range,
        signal: current.signal,
        onProgress: (received, total) => setProgress({ fileName, received, total }),
      });
      saveFile(blob, fileName);
      setSaved(fileName);
      return undefined;
    } catch (failure) {
      // A cancelled download is no failure to show.
      return current.signal.aborted ? undefined : failure;
    } finally {
      if (controller.current === current) setProgress(undefined);
    }
  };

  return {
    run,
    progress,
    saved,
    cancel: () => {
      controller.current?.abort();
      setProgress(undefined);
    },
  };
};
