import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom';
import { useDomainSettings } from './DomainSettingsContext';

/** A route's `handle`: the text key of its page title. */
export interface RouteHandle {
  title?: string;
}

/** `handle` for a route titled by this text key. */
export const titled = (title: string): { handle: RouteHandle } => ({ handle: { title } });

/** "Betalinger | Klubhus": the page's title and the brand's company name; the company name alone without one. */
export const pageTitle = (title: string | undefined, companyName: string): string =>
  title ? `${title} | ${companyName}` : companyName;

/** Keeps `document.title` on the title of the deepest route of `routes` matching the location, in the current language. */
export const usePageTitle = (routes: RouteObject[]): void => {
  const { t, i18n } = useTranslation();
  const { companyName } = useDomainSettings();
  const matches = matchRoutes(routes, useLocation()) ?? [];
  const key = matches
    .map((match) => (match.route.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);
  useEffect(() => {
    document.title = pageTitle(key ? (t(key as never) as string) : undefined, companyName);
  }, [key, t, i18n.language, companyName]);
};
