import {
  activityTypePresets,
  activityTypeTitle,
  bcp47,
  builtInActivityTypes,
  fallbackLocale,
  localeCodes,
  type ActivityType,
  type ActivityTypeColours,
} from '@klubhus/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { activityTypesQueries } from '../queries';

/** A type as the screens show it: its title in the reader's language, its colours and icon. */
export interface ActivityTypeLook {
  id: number;
  title: string;
  colours: ActivityTypeColours;
  /** The icon under `/files/`, or null for none. */
  iconUrl: string | null;
  hidden: boolean;
}

/**
 * The look of a type the club's list does not (yet) hold: a built-in type with the app's own title and its preset
 * colours; another id in grey — untitled while the list loads (the title follows, only the icon may move things), and
 * as 'Andet' when the list has come without it (the generic type 0, which the list never answers).
 */
const fallbackLook = (id: number, title: (key: string) => string, isLoading: boolean): ActivityTypeLook => {
  const builtIn = builtInActivityTypes.find((type) => type.id === id);
  return {
    id,
    title: builtIn ? title(builtIn.key) : isLoading ? '' : title('other'),
    colours: activityTypePresets[builtIn?.preset ?? 'grey'],
    iconUrl: null,
    hidden: false,
  };
};

/**
 * The club's activity types (ADR 024) for the activities screens: `offered` are the visible ones (the wizard's and
 * the filter's choices, in the list's order), `lookOf(id)` any type's title, colours and icon — a removed type's too,
 * since its activities keep their look; `isKnown(id)` whether the club's list holds the type (false while it loads).
 * While the list loads (or if it fails) a built-in type shows with the app's own title and preset colours, and
 * another in grey (`fallbackLook`).
 */
export const useActivityTypes = (clubId: number) => {
  const { t, i18n } = useTranslation();
  const query = useQuery(activityTypesQueries.list(clubId));
  const builtInTitle = useCallback((key: string) => t(`activities.types.${key}` as 'activities.types.practice'), [t]);
  // i18n's language is a BCP 47 tag ('cs', 'nb'); a type's translations are keyed by the app's locale codes ('cz', 'no').
  const locale = localeCodes.find((code) => bcp47(code) === i18n.language) ?? fallbackLocale;
  const looks = useMemo(() => {
    const byId = new Map<number, ActivityTypeLook>();
    for (const type of query.data ?? []) {
      byId.set(type.clubActivityTypeId, {
        id: type.clubActivityTypeId,
        title: activityTypeTitle(type, locale, builtInTitle),
        colours: type,
        iconUrl: type.iconUrl,
        hidden: type.hidden,
      });
    }
    return byId;
  }, [query.data, locale, builtInTitle]);
  const isLoading = query.isPending;
  const lookOf = useCallback(
    (id: number): ActivityTypeLook => looks.get(id) ?? fallbackLook(id, builtInTitle, isLoading),
    [looks, builtInTitle, isLoading],
  );
  const isKnown = useCallback((id: number) => looks.has(id), [looks]);
  const offered = useMemo(() => [...looks.values()].filter((look) => !look.hidden), [looks]);
  return { types: query.data as ActivityType[] | undefined, offered, lookOf, isKnown, query };
};
