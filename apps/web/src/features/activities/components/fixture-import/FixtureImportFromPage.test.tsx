import { contract } from '@klubhus/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listNamed, renderActivities, stubActivities, stubObservers } from '../../testing/renderActivities';
import { fixtureFile, fixtureImportAnswers } from '../../testing/fixtureAnswers';
import { wizardAnswers } from '../wizard/wizardAnswers';

beforeEach(stubObservers);
afterEach(() => vi.unstubAllGlobals());

describe("the toolbar's 'Importér og eksportér' (issue 24)", () => {
  it('imports a season from the menu: the page says what was made, and reads its lists again', async () => {
    const api = stubActivities(...wizardAnswers, ...fixtureImportAnswers());
    renderActivities();
    await listNamed('Kommende aktiviteter');
    const listCalls = api.sent(contract.activityOverview).length;

    fireEvent.click(screen.getByRole('button', { name: 'Importér og eksportér' }));
    expect(await screen.findByRole('menuitem', { name: 'Eksportér aktiviteter' })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Importér kampprogram' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importér kampprogram' }, { timeout: 3000 });

    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    fireEvent.change(input as HTMLInputElement, { target: { files: [fixtureFile()] } });
    await within(dialog).findByRole('grid', { name: 'Kampe' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Næste' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: /^Vælg et hold/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'U11 drenge' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Importér 18 kampe' }));

    expect(await screen.findByText('17 kampe er oprettet, 1 er opdateret')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Importér kampprogram' })).toBeNull();
    await waitFor(() => expect(api.sent(contract.activityOverview).length).toBeGreaterThan(listCalls));
  }, 20_000);
});
