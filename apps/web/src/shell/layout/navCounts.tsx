import { createContext, Suspense, use, useMemo, useState, type ComponentType, type ReactNode } from 'react';

/**
 * The counts the sidebar shows as badges (spec: pending requests, inactive members and club requests on
 * /members; payment counts on /payments). A badge is rendered only for a count that is given.
 */
export interface NavCounts {
  pendingRequests?: number;
  inactiveMembers?: number;
  clubRequests?: number;
  payments?: number;
}

/**
 * A feature's source of badge counts: a component that renders nothing and reports its counts. Features give one
 * in their route table (`navCounts`), as a lazy component, so that its code loads with the shell, not on /login.
 */
export type NavCountSource = ComponentType<{ onCounts: (counts: NavCounts) => void }>;

/** The features' count sources; the route table provides them around the shell. */
export const NavCountSources = createContext<readonly NavCountSource[]>([]);

/**
 * The features' badge counts, merged, and the element that must be rendered for them to come (the sources
 * themselves, each reporting through a callback of its own).
 */
export const useNavCounts = (): [NavCounts, ReactNode] => {
  const sources = use(NavCountSources);
  const [reported, setReported] = useState<readonly NavCounts[]>([]);
  const callbacks = useMemo(
    () =>
      sources.map(
        (_, index) => (counts: NavCounts) =>
          setReported((before) => {
            const next = [...before];
            next[index] = counts;
            return next;
          }),
      ),
    [sources],
  );
  const merged = useMemo(() => Object.assign({}, ...reported) as NavCounts, [reported]);
  const element = (
    <Suspense fallback={null}>
      {sources.map((Source, index) => (
        <Source key={index} onCounts={callbacks[index] ?? (() => {})} />
      ))}
    </Suspense>
  );
  return [merged, element];
};
