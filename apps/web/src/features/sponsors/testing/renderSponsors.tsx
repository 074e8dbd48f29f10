import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, vi } from 'vitest';
import type { Answer } from '../../../testing/apiStub';
import { signedInSession } from '../../../testing/fixtures';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { stubFetch } from '../../../testing/stubFetch';
import { SponsorsRoute } from '../routes/SponsorsRoute';
import { sponsorsAnswers } from './answers';

/** jsdom has no ResizeObserver, which the modal and the table use: one that observes nothing. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** For a test file of the tab: the observer stand-in before each test. */
export const stubResizeObserverEachTest = () => beforeEach(() => vi.stubGlobal('ResizeObserver', NoResizeObserver));

/** The API as `sampleClub`'s administrator sees it (`sponsorsAnswers`), with `answers` on top. */
export const stubSponsors = (...answers: Answer[]) => stubFetch(...sponsorsAnswers(), ...answers);

/** The sponsor tab signed in as the sample administrator. */
export const renderTab = () =>
  render(
    <ScreenProviders path="/settings/sponsor" session={signedInSession}>
      <SponsorsRoute />
    </ScreenProviders>,
  );

/** The sponsors' table, once its rows are in. */
export const sponsorTable = () => screen.findByRole('grid', { name: 'Klubbens sponsorer' });

/** A sponsor's row, by its title (the row's header holds the title, then the link). */
export const rowOf = async (title: string) =>
  (
    await within(await sponsorTable()).findByText(title, { selector: '[role="rowheader"] span.font-medium' })
  ).closest<HTMLElement>('[role="row"]')!;

/** Opens a row's menu and picks an action; the modal (or, for "Slet", the confirmation) it opens. */
export const openAction = async (title: string, action: string) => {
  fireEvent.click(within(await rowOf(title)).getByRole('button', { name: `Handlinger for ${title}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
  return screen.findByRole(action === 'Slet' ? 'alertdialog' : 'dialog');
};

/**
 * What `ImageUpload` needs of a browser to scale and encode a chosen file, which jsdom lacks (decoding, a 2D canvas):
 * every file reads as a 600 × 200 image and encodes to the same tiny PNG. Undone after each test by
 * `vi.restoreAllMocks` and the returned function.
 */
export const stubImageEncoding = () => {
  Object.defineProperty(HTMLImageElement.prototype, 'decode', { configurable: true, value: () => Promise.resolve() });
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(600);
  vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(200);
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:logo');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage: () => undefined } as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(`data:image/png;base64,${ENCODED_LOGO}`);
  return () => {
    delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
  };
};

/** The base64 every stubbed encoding gives. */
export const ENCODED_LOGO = 'iVBORw0KGgoAAAANSUhEUg==';

/** Chooses a file in the dialog's image picker. */
export const chooseLogo = (dialog: HTMLElement) => {
  const picker = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!picker) throw new Error('No image picker');
  fireEvent.change(picker, { target: { files: [new File(['x'], 'logo.png', { type: 'image/png' })] } });
};
