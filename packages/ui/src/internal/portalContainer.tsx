import { createContext, useContext, type ReactNode } from 'react';

/**
 * Where the overlays of Tooltip and Menu portal to. RAC 1.22 keeps its own portal provider in
 * `react-aria`, which is not a dependency of this package, so our overlays read this context and pass it
 * to RAC's `UNSTABLE_portalContainer`. Unset (the app's case) means document.body; stories set it to an
 * element inside #storybook-root so that axe and the screenshots see the open overlay.
 */
const PortalContainerContext = createContext<Element | undefined>(undefined);

export function PortalContainerProvider({
  container,
  children,
}: {
  container: Element | undefined;
  children: ReactNode;
}) {
  return <PortalContainerContext.Provider value={container}>{children}</PortalContainerContext.Provider>;
}

export function usePortalContainer(): Element | undefined {
  return useContext(PortalContainerContext);
}
