import { useTranslation } from 'react-i18next';
import { activityTypeColoursOf, activityTypeOf } from '../activityFormat';

/**
 * An activity's type as a small pill in its preset's colours (§2.11). The colours are the club's data (a type's
 * chosen preset, later its own colours), not the theme's, so they are applied inline rather than as tokens; every
 * preset's font colour is dark on its light background, readable in every theme.
 */
export const ActivityTypeBadge = ({ type }: { type: number }) => {
  const { t } = useTranslation();
  const colours = activityTypeColoursOf(type);
  return (
    <span
      className="inline-flex max-w-full items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap"
      style={{ backgroundColor: colours.background, color: colours.font }}
    >
      {t(`activities.types.${activityTypeOf(type).key}`)}
    </span>
  );
};
