import { Button } from '@klubhus/ui';
import { useEffect, useId, useState, type ReactNode } from 'react';
import type * as OverlaysModule from './overlays';

/**
 * The error dialog and the info modal that /login may open, loaded apart from it (ADR 015). A modal brings
 * react-aria's focus scope, scroll lock and outside-hiding, about 9 kB that nobody needs to see the sign-in
 * form: the code loads at the visitor's first press or key (`preloadOverlaysOnFirstInteraction`), or when an
 * overlay is first asked for, whichever comes first. Screens of the signed-in app load overlays anyway.
 */
type Overlays = typeof OverlaysModule;

let loading: Promise<Overlays> | undefined;
let loaded: Overlays | undefined;

/** Loads the overlays' code once; a failed load (offline) is tried again on the next call. */
export const preloadOverlays = (): Promise<Overlays> => {
  loading ??= import('./overlays').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
};

const INTERACTIONS = ['pointerdown', 'keydown'] as const;

/**
 * Loads the overlays' code at the first press or key anywhere in `target`: before a failure can need the
 * error dialog (a sign-in is a press or Enter away), after the first screen has shown.
 */
export const preloadOverlaysOnFirstInteraction = (target: EventTarget): void => {
  const load = () => {
    for (const type of INTERACTIONS) target.removeEventListener(type, load, true);
    preloadOverlays().catch(() => undefined); // Opening an overlay tries again and falls back.
  };
  for (const type of INTERACTIONS) target.addEventListener(type, load, { capture: true, passive: true });
};

interface PlainOverlayProps {
  title: ReactNode;
  children: ReactNode;
  actionLabel: string;
  onAction: () => void;
  role?: 'dialog' | 'alertdialog';
}

/**
 * What an overlay shows when its code cannot load (the network is gone): the same title, text and button in
 * a plain panel at the top of the page, which needs no code beyond what the page has.
 */
export const PlainOverlay = ({ title, children, actionLabel, onAction, role = 'dialog' }: PlainOverlayProps) => {
  const titleId = useId();
  return (
    <div
      role={role}
      aria-labelledby={titleId}
      className="fixed inset-x-0 top-4 z-50 mx-auto flex w-[min(28rem,calc(100%-2rem))] flex-col gap-2 rounded-surface border border-border bg-surface-raised p-5 text-fg shadow-overlay"
    >
      <h2 id={titleId} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
      <div className="mt-4 flex justify-end">
        <Button autoFocus onPress={onAction}>
          {actionLabel}
        </Button>
      </div>
    </div>
  );
};

/** The overlays' code: there at once when loaded before, else once it has loaded, or `failed`. */
const useOverlays = (): { overlays?: Overlays; failed?: boolean } => {
  const [state, setState] = useState<{ overlays?: Overlays; failed?: boolean }>(() =>
    loaded ? { overlays: loaded } : {},
  );
  useEffect(() => {
    if (state.overlays) return;
    let mounted = true;
    preloadOverlays().then(
      (overlays) => mounted && setState({ overlays }),
      () => mounted && setState({ failed: true }),
    );
    return () => {
      mounted = false;
    };
  }, [state.overlays]);
  return state;
};

/**
 * An overlay of the lazily loaded ones: `children` renders it with their code, nothing shows while the code
 * loads (a moment; it is usually loaded already), and `fallback` shows if it cannot load. Each opening
 * tries again.
 */
export const LazyOverlay = ({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: (overlays: Overlays) => ReactNode;
}) => {
  const { overlays, failed } = useOverlays();
  if (overlays) return children(overlays);
  return failed ? fallback : null;
};
