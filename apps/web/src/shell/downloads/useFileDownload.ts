import type { DownloadProgress } from '@klubhus/domain';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { saveFile } from './saveFile';

/** A download under way: the file's name and how far it has come (`total` when the server sent a length). */
export interface FileDownloadProgress {
  fileName: string;
  received: number;
  total: number | undefined;
}

/** What every download mutation takes besides its own variables: the cancel signal and the progress callback. */
export interface DownloadControl {
  signal: AbortSignal;
  onProgress: DownloadProgress;
}

/**
 * One file download at a time (the member exports, ADR 017; the activity exports, ADR 026): runs the area's download
 * mutation with its progress, saves the answer as `fileName`, and keeps the failure for the screen to show. A new run
 * stops the one before; `cancel` stops it at once (the call's own end may come later, or never from a stalled
 * server), and leaving the screen does too.
 */
export const useFileDownload = <Variables extends DownloadControl>(
  options: UseMutationOptions<Blob, Error, Variables>,
) => {
  const download = useMutation(options);
  const [progress, setProgress] = useState<FileDownloadProgress>();
  const [saved, setSaved] = useState<string>();
  const controller = useRef<AbortController>(null);
  useEffect(() => () => controller.current?.abort(), []);

  /** Resolves with the file's name once saved, or undefined when cancelled; rejects with the failure. */
  const run = async (variables: Omit<Variables, keyof DownloadControl>, fileName: string) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setSaved(undefined);
    setProgress({ fileName, received: 0, total: undefined });
    try {
      const blob = await download.mutateAsync({
        ...variables,
        signal: current.signal,
        onProgress: (received, total) => setProgress({ fileName, received, total }),
      } as Variables);
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
    cancel: () => {
      controller.current?.abort();
      setProgress(undefined);
    },
  };
};
