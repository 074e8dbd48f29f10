import {
  activityTypePresets,
  activityTypeTitle,
  builtInActivityTypes,
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

const builtInLook = (id: number, title: (key: string) => string): ActivityTypeLook => {
  const builtIn = builtInActivityTypes.find((type) => type.id === id);
  return {
    id,
    title: builtIn ? title(builtIn.key) : '',
    colours: activityTypePresets[builtIn?.preset ?? 'grey'],
    iconUrl: null,
    hidden: false,
  };
};

/**
 * The club's activity types (ADR 024) for the activities screens: `offered` are the visible ones (the wizard's and
 * the filter's choices), `lookOf(id)` any type's title, colours and icon — a removed type's too, since its
 * activities keep their look. While the list loads (or if it fails) a built-in type shows with the app's own title
 * and preset colours, and an unknown one in grey.
 */
export const useActivityTypes = (clubId: number) => {
  const { t, i18n } = useTranslation();
  const query = useQuery(activityTypesQueries.list(clubId));
  const builtInTitle = useCallback(
    (key: string) => t(`activities.types.${key}` as 'activities.types.practice'),
    [t],
  );
  const looks = useMemo(() => {
    const byId = new Map<number, ActivityTypeLook>();
    for (const type of query.data ?? []) {
      byId.set(type.clubActivityTypeId, {
        id: type.clubActivityTypeId,
        title: activityTypeTitle(type, i18n.language, builtInTitle),
        colours: type,
        iconUrl: type.iconUrl,
        hidden: type.hidden,
      });
    }
    return byId;
  }, [query.data, i18n.language, builtInTitle]);
  const lookOf = useCallback(
    (id: number): ActivityTypeLook => looks.get(id) ?? builtInLook(id, builtInTitle),
    [looks, builtInTitle],
  );
  const offered = useMemo(() => [...looks.values()].filter((look) => !look.hidden), [looks]);
  return { types: query.data as ActivityType[] | undefined, offered, lookOf, query };
};
