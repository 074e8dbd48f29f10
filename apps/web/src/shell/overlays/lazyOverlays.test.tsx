import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test loads lazyOverlays afresh: it keeps the loaded code in module state.
beforeEach(() => vi.resetModules());
afterEach(() => vi.doUnmock('./overlays'));

const fallback = (onAction = () => undefined) => (
  <p role="status" onClick={onAction}>
    Ingen forbindelse
  </p>
);

describe('LazyOverlay', () => {
  it('renders the overlay with its code once loaded', async () => {
    const { LazyOverlay } = await import('./lazyOverlays');
    render(
      <LazyOverlay fallback={fallback()}>
        {({ InfoModal }) => (
          <InfoModal isOpen title="Cookies" okLabel="OK">
            <p>Vi gemmer dit sprog.</p>
          </InfoModal>
        )}
      </LazyOverlay>,
    );
    expect(await screen.findByRole('dialog', { name: 'Cookies' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the fallback when the code cannot load, and loads again on the next opening', async () => {
    vi.doMock('./overlays', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { LazyOverlay, preloadOverlays } = await import('./lazyOverlays');
    const overlay = (
      <LazyOverlay fallback={fallback()}>
        {({ InfoModal }) => (
          <InfoModal isOpen title="Cookies" okLabel="OK">
            <p>Vi gemmer dit sprog.</p>
          </InfoModal>
        )}
      </LazyOverlay>
    );
    const first = render(overlay);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Ingen forbindelse');
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    vi.doUnmock('./overlays'); // The network is back.
    await expect(preloadOverlays()).resolves.toHaveProperty('InfoModal');
    render(overlay);
    expect(await screen.findByRole('dialog', { name: 'Cookies' })).toBeTruthy();
  });
});

describe('preloadOverlaysOnFirstInteraction', () => {
  it('loads nothing before the first press or key, and stops listening after it', async () => {
    const { preloadOverlaysOnFirstInteraction } = await import('./lazyOverlays');
    const target = document.createElement('div');
    document.body.append(target);
    const added = vi.spyOn(target, 'addEventListener');
    const removed = vi.spyOn(target, 'removeEventListener');
    preloadOverlaysOnFirstInteraction(target);
    expect(added.mock.calls.map(([type]) => type)).toEqual(['pointerdown', 'keydown']);
    expect(removed).not.toHaveBeenCalled();
    fireEvent.keyDown(target, { key: 'a' });
    fireEvent.pointerDown(target);
    expect(removed.mock.calls.map(([type]) => type)).toEqual(['pointerdown', 'keydown']);
    target.remove();
  });
});
