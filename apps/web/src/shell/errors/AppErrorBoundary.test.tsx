import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { AppErrorBoundary } from './AppErrorBoundary';

const Broken = (): never => {
  throw new Error('Kan ikke læse medlemmet');
};

afterEach(() => vi.restoreAllMocks());

describe('AppErrorBoundary', () => {
  it('shows the generic error screen with the message instead of a blank page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <I18nextProvider i18n={createI18n()}>
        <AppErrorBoundary>
          <Broken />
        </AppErrorBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Vi beklager, der gik noget galt' })).toBeTruthy();
    expect(screen.getByText('Kan ikke læse medlemmet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Genindlæs siden' })).toBeTruthy();
  });
});
