import { Link } from '@klubhus/ui';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isExternalHref, RouterLinks } from './RootLayout';

describe('RouterLinks', () => {
  it('keeps addresses that leave the app as they are, and routes paths of the app', () => {
    render(
      <MemoryRouter basename="/app" initialEntries={['/app/login']}>
        <RouterLinks>
          <Link href="https://klubhus.dk/nyheder">out</Link>
          <Link href="/forgot">in</Link>
        </RouterLinks>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'out' }).getAttribute('href')).toBe('https://klubhus.dk/nyheder');
    expect(screen.getByRole('link', { name: 'in' }).getAttribute('href')).toBe('/app/forgot');
  });

  it.each([
    ['https://a.dk', true],
    ['ftp://a.dk/x', true],
    ['mailto:a@b.dk', true],
    ['//cdn.example/x', true],
    ['/settings/general', false],
    ['forgot', false],
  ])('%s leaves the app: %s', (href, external) => {
    expect(isExternalHref(href)).toBe(external);
  });
});
