import type { ActivityTypeLook } from '../hooks/useActivityTypes';
import { ActivityTypeIcon } from './ActivityTypeIcon';

/**
 * A type's mark beside its title where a choice is made (the wizard, the filter): its icon on a plate of the strong
 * pair (`darkLight`, ADR 024), or — a type without an icon — a dot of its badge colour ringed in the strong one. One
 * box either way, so that titles in a list line up. Decorative: the title is always written beside it.
 */
export const ActivityTypeMark = ({ look }: { look: ActivityTypeLook }) => {
  const { colours } = look;
  return (
    <span aria-hidden="true" className="inline-flex size-5 shrink-0 items-center justify-center">
      {look.iconUrl ? (
        <span
          className="inline-flex size-5 items-center justify-center rounded-md"
          style={{ backgroundColor: colours.backgroundHexColorDarkLightTheme }}
        >
          <ActivityTypeIcon iconUrl={look.iconUrl} colour={colours.fontHexColorDarkLightTheme} size={14} />
        </span>
      ) : (
        <span
          className="inline-block size-3.5 rounded-full border"
          style={{
            backgroundColor: colours.backgroundHexColorLightTheme,
            borderColor: colours.backgroundHexColorDarkLightTheme,
          }}
        />
      )}
    </span>
  );
};
