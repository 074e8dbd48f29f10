import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { exportFileName, type MemberExport } from '../memberExports';
import { memberExportsMutations } from '../mutations';
import { saveFile } from '../saveFile';

/** A download under way: the file's name and how far it has come (`total` when the server sent a length). */
export interface ExportProgress {
  fileName: string;
  received: number;
  total: number | undefined;
}

/**
 * Takes one export at a time (spec §7 "Exports"): fetches the CSV with its progress, saves it as
 * `medlemmer-2026-11-26.csv`, and on a failure stops and keeps the error (spec §8 "export failure: spinner
 * stops"). `cancel` stops a download; leaving the screen does too.
 */
export const useMemberExport = (clubId: number) => {
  const download = useMutation(memberExportsMutations.download(clubId));
  const [progress, setProgress] = useState<ExportProgress>();
  const [saved, setSaved] = useState<string>();
  const controller = useRef<AbortController>(null);
  useEffect(() => () => controller.current?.abort(), []);

  /** Resolves with the file's name once saved; rejects with the failure (none when cancelled). */
  const run = async (file: MemberExport): Promise<string | undefined> => {
    const fileName = exportFileName(file, new Date());
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setSaved(undefined);
    setProgress({ fileName, received: 0, total: undefined });
    try {
      const blob = await download.mutateAsync({
        file,
        signal: current.signal,
        onProgress: (received, total) => setProgress({ fileName, received, total }),
      });
      saveFile(blob, fileName);
      setSaved(fileName);
      return fileName;
    } catch (failure) {
      if (current.signal.aborted) return undefined;
      throw failure;
    } finally {
      if (controller.current === current) setProgress(undefined);
    }
  };

  return {
    run,
    progress,
    saved,
    error: download.error,
    reset: () => {
      download.reset();
      setSaved(undefined);
    },
    /** Stops the download at once (the call's own end may come later, or never from a stalled server). */
    cancel: () => {
      controller.current?.abort();
      setProgress(undefined);
    },
  };
};
