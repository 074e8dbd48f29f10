import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { isLazyScreen, lazyRoute } from './featureRoutes';

const Screen = () => <h1>Medlemmer</h1>;

describe('lazyRoute', () => {
  it('loads a screen once, whether preloaded, rendered, or both', async () => {
    const load = vi.fn(() => Promise.resolve({ Screen }));
    const { Component } = lazyRoute(load, 'Screen');
    expect(isLazyScreen(Component)).toBe(true);
    if (!isLazyScreen(Component)) return;
    expect(load).not.toHaveBeenCalled(); // Nothing loads until the route is asked for.
    await Component.preload();
    render(
      <Suspense fallback={<p>Indlæser</p>}>
        <Component />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Medlemmer' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again when rendered after a failed preload', async () => {
    const load = vi
      .fn<() => Promise<{ Screen: typeof Screen }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Screen });
    const { Component } = lazyRoute(load, 'Screen');
    if (!isLazyScreen(Component)) throw new Error('not a lazy screen');
    await expect(Component.preload()).rejects.toThrow('offline');
    render(
      <Suspense fallback={<p>Indlæser</p>}>
        <Component />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Medlemmer' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads an area’s texts beside its screen, before it renders (ADR 015)', async () => {
    const i18n = createI18n(); // the app's instance, as boot makes it
    const { Component } = lazyRoute(() => Promise.resolve({ Screen }), 'Screen', 'members');
    if (!isLazyScreen(Component)) throw new Error('not a lazy screen');
    expect(i18n.exists('members.search.placeholder')).toBe(false);
    await Component.preload();
    expect(i18n.t('members.search.placeholder')).toBe('Søg efter navn, email, telefon eller postnr.');
  });

  it('a plain component is no lazy screen', () => {
    expect(isLazyScreen(Screen)).toBe(false);
    expect(isLazyScreen(undefined)).toBe(false);
  });
});
