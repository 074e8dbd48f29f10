import { useEffect, useRef, useState } from 'react';

/** Spec §9: the copied-link confirmation is shown for 4 s. */
export const COPY_CONFIRMATION_MS = 4000;

/** A message that shows and then clears itself after a fixed time. */
export interface Flash {
  /** Shows the message (again) and restarts the clock. */
  show(): void;
  /** Clears the message now. */
  hide(): void;
  /** Stops the clock for good (unmount). */
  dispose(): void;
}

/**
 * The timing of a confirmation, without React: `show()` reports `true` at once and `false` exactly
 * `durationMs` later; showing again before then restarts the clock. Testable with fake timers.
 */
export function createFlash(durationMs: number, onChange: (isVisible: boolean) => void): Flash {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    show() {
      stop();
      onChange(true);
      timer = setTimeout(() => {
        timer = undefined;
        onChange(false);
      }, durationMs);
    },
    hide() {
      stop();
      onChange(false);
    },
    dispose: stop,
  };
}

/** `createFlash` as React state; the clock stops when the component unmounts. */
export function useFlash(durationMs: number): { isVisible: boolean; show: () => void; hide: () => void } {
  const [isVisible, setIsVisible] = useState(false);
  const flash = useRef<Flash | null>(null);
  useEffect(() => {
    const current = createFlash(durationMs, setIsVisible);
    flash.current = current;
    return () => current.dispose();
  }, [durationMs]);
  return { isVisible, show: () => flash.current?.show(), hide: () => flash.current?.hide() };
}

/** The part of the Clipboard API the copy needs. */
export type TextClipboard = Pick<Clipboard, 'writeText'>;

/**
 * Writes `text` to the clipboard; resolves `false` instead of throwing when there is no clipboard
 * (an insecure page, an old browser) or the browser refuses (no permission, the page not focused).
 */
export async function copyText(
  text: string,
  clipboard: TextClipboard | null | undefined = globalThis.navigator?.clipboard,
): Promise<boolean> {
  if (!clipboard || typeof clipboard.writeText !== 'function') return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
