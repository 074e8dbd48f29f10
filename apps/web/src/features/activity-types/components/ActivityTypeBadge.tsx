import type { ActivityTypeLook } from '../hooks/useActivityTypes';
import { ActivityTypeIcon } from './ActivityTypeIcon';

/**
 * A type as a small pill in its own colours (§2.11; the light pair) with its icon. The colours are the club's data,
 * not the theme's, so they are applied inline; the settings tab warns when a pair is hard to read (ADR 024).
 */
export const ActivityTypeBadge = ({ look }: { look: ActivityTypeLook }) => (
  <span
    className="inline-flex max-w-full items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap"
    style={{ backgroundColor: look.colours.backgroundHexColorLightTheme, color: look.colours.fontHexColorLightTheme }}
  >
    {look.iconUrl ? (
      <ActivityTypeIcon iconUrl={look.iconUrl} colour={look.colours.fontHexColorLightTheme} size={14} />
    ) : null}
    <span className="truncate">{look.title}</span>
  </span>
);
