import type { LocaleCode } from '@klubhus/domain';
import { act, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { loadLocale } from '../../../i18n/i18n';
import type { Answer } from '../../../testing/apiStub';
import { signedInSession } from '../../../testing/fixtures';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { stubFetch } from '../../../testing/stubFetch';
import { ActivitiesRoute } from '../routes/ActivitiesRoute';
import { activitiesAnswers } from './answers';

export { scrollToEnd, stubObservers } from '../../../testing/listObservers';

/** The activities calls answered as the shared answers say, `answers` replacing theirs. */
export const stubActivities = (...answers: Answer[]) => stubFetch(...activitiesAnswers, ...answers);

let navigateTo: NavigateFunction | undefined;
let screenI18n: I18n | undefined;

const Where = () => {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  useEffect(() => {
    navigateTo = navigate;
    screenI18n = i18n;
  }, [navigate, i18n]);
  return (
    <>
      <output data-testid="where">{`${pathname}${search}`}</output>
      <output data-testid="state">{JSON.stringify(state ?? null)}</output>
    </>
  );
};

/** The router's address, as the screen left it. */
export const where = () => screen.getByTestId('where').textContent;
/** The address changes by itself, as Back or a link changes it. */
export const goTo = (path: string) => act(() => void navigateTo?.(path));
/** The reader switches the app's language, as the sidebar's switcher does (its texts load first). */
export const switchLanguage = async (code: LocaleCode) => {
  await act(async () => void (await loadLocale(screenI18n!, code)));
};
/** The router's location state, as JSON. */
export const routeState = () => screen.getByTestId('state').textContent;

/** The activities page at `path` (with route `state`), signed in as an administrator of the sample club. */
export const renderActivities = (path = '/activities', state?: unknown) =>
  render(
    <ScreenProviders path={path} state={state} session={signedInSession}>
      <ActivitiesRoute />
      <Where />
    </ScreenProviders>,
  );

/** The list of the selected tab, once its rows are in. */
export const listNamed = (name: 'Kommende aktiviteter' | 'Tidligere') =>
  screen.findByRole('grid', { name }, { timeout: 3000 });

/** The rows of a list (the loader row aside). */
export const rowsOf = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('row')
    .filter((row) => row.getAttribute('data-key') !== null && !row.hasAttribute('data-loader'));

/** The page with activity `id` opened through route state `open`, once its detail is in. */
export const openActivity = async (id: number, title: string) => {
  renderActivities('/activities', { open: id });
  // The detail waits for the club's list and its own call: more than the default second on a busy machine.
  return screen.findByRole('dialog', { name: title }, { timeout: 3000 });
};
