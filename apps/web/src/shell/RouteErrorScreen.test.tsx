import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { RouteErrorBoundary } from './RouteErrorScreen';

const Page = ({ broken }: { broken: boolean }) => {
  if (broken) throw new Error('Kan ikke læse gruppen');
  return <p>Grupper</p>;
};

const at = (pathname: string, broken: boolean) => (
  <I18nextProvider i18n={createI18n()}>
    <RouteErrorBoundary pathname={pathname}>
      <Page broken={broken} />
    </RouteErrorBoundary>
  </I18nextProvider>
);

afterEach(() => vi.restoreAllMocks());

describe('RouteErrorBoundary', () => {
  it('shows the error screen with the message in place of a page that throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(at('/members', true));
    expect(screen.getByRole('heading', { name: 'Vi beklager, der gik noget galt' })).toBeTruthy();
    expect(screen.getByText('Kan ikke læse gruppen')).toBeTruthy();
  });

  it('keeps the error while the path stays, and renders the page again at another path', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(at('/members', true));
    view.rerender(at('/members', false));
    expect(screen.getByText('Kan ikke læse gruppen')).toBeTruthy();
    view.rerender(at('/activities', false));
    expect(screen.getByText('Grupper')).toBeTruthy();
    expect(screen.queryByText('Kan ikke læse gruppen')).toBeNull();
  });
});
