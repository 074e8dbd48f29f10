// The design system's overlays the shell opens on /login, in a chunk of their own (`lazyOverlays.tsx`).
export { ErrorDialog, InfoModal } from '@klubhus/ui';
