import { fireEvent, render, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { Answer } from '../../../testing/apiStub';
import { signedInSession } from '../../../testing/fixtures';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { stubFetch } from '../../../testing/stubFetch';
import { ImportButton } from '../components/ImportButton';
import { importAnswers } from './answers';

/** jsdom has no ResizeObserver, which the modal's body and the table use. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** For a test file's `beforeEach`. */
export const stubResizeObserver = () => vi.stubGlobal('ResizeObserver', NoResizeObserver);

/** The import calls answered for an import staged at `step` (null: none), `answers` replacing theirs. */
export const stubImport = (step: Parameters<typeof importAnswers>[0], ...answers: Answer[]) =>
  stubFetch(...importAnswers(step), ...answers);

/** The members toolbar's part as the sample club's administrator sees it (the slot's props). */
export const renderImportButton = ({
  flags = {},
  isAdministrator = true,
}: { flags?: Record<string, boolean>; isAdministrator?: boolean } = {}) =>
  render(
    <ScreenProviders path="/members" session={signedInSession} flags={flags}>
      <ImportButton clubId={12} isAdministrator={isAdministrator} />
    </ScreenProviders>,
  );

/** Opens the wizard from the toolbar button; answers the dialog. */
export const openWizard = async (options?: Parameters<typeof renderImportButton>[0]) => {
  renderImportButton(options);
  fireEvent.click(await screen.findByRole('button', { name: 'Importér medlemmer' }));
  return screen.findByRole('dialog', { name: 'Importér medlemmer' });
};

/** The step the wizard's step list marks as current. */
export const currentStep = (dialog: HTMLElement) =>
  within(dialog)
    .getByRole('list', { name: 'Importens trin' })
    .querySelector('[aria-current="step"]')
    ?.textContent?.replace(/^\d+/, '')
    .trim();

/** Chooses `file` in the wizard's file picker (its hidden file input). */
export const chooseFile = (dialog: HTMLElement, file: File) => {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file picker');
  fireEvent.change(input, { target: { files: [file] } });
};

/** A file as a browser hands it in. */
export const csvFile = (name = 'medlemmer.csv', text = 'fornavn;efternavn\nAnna;Ærø\n') =>
  new File([text], name, { type: name.endsWith('.csv') ? 'text/csv' : 'application/octet-stream' });
