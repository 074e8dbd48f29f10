import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityWizardProps } from '../components/wizard/ActivityWizard';
import { sampleMatchDetail, samplePracticeDetail } from '../testing/answers';
import { openActivity, renderActivities, routeState, stubActivities, stubObservers } from '../testing/renderActivities';

// The wizard is another screen's (components/wizard/): here it is a stand-in that shows how the page opened it and
// hands back what the real one would. This file mocks a module, so it is one of vite.config.ts's FRESH_MODULES.
vi.mock('../components/wizard/ActivityWizard', () => ({
  ActivityWizard: ({ mode, timeZone, paymentAgreement, onClose, onSaved }: ActivityWizardProps) => (
    <div role="dialog" aria-label="Guiden">
      <p>{`${mode.kind}${mode.kind === 'create' ? '' : `:${mode.activity.id}`}`}</p>
      <p>{`${timeZone} ${paymentAgreement ? 'aftale' : 'ingen aftale'}`}</p>
      <button type="button" onClick={onClose}>
        Luk guiden
      </button>
      <button type="button" onClick={() => onSaved(sampleMatchDetail)}>
        Gem
      </button>
    </div>
  ),
}));

beforeEach(stubObservers);

const wizard = () => screen.findByRole('dialog', { name: 'Guiden' }, { timeout: 3000 });

// The detail holds the participant lists, statistics and comments: seconds in jsdom on a busy machine.
describe('the wizard from the activities page', { timeout: 15_000 }, () => {
  it('opens for a new activity from “Opret aktivitet”, in the club’s zone and with its payment agreement', async () => {
    stubActivities();
    renderActivities();
    await screen.findByRole('grid', { name: 'Kommende aktiviteter' }, { timeout: 3000 });
    fireEvent.click(screen.getByRole('button', { name: 'Opret aktivitet' }));
    const dialog = await wizard();
    expect(within(dialog).getByText('create')).toBeTruthy();
    expect(within(dialog).getByText('Europe/Copenhagen aftale')).toBeTruthy();
  });

  it('opens at once for route state `create`, once: the state is cleared', async () => {
    stubActivities();
    renderActivities('/activities', { create: true });
    expect(within(await wizard()).getByText('create')).toBeTruthy();
    await waitFor(() => expect(routeState()).toBe('null'));
    fireEvent.click(screen.getByRole('button', { name: 'Luk guiden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits and copies from the detail, and shows the detail again when the wizard closes unsaved', async () => {
    stubActivities();
    const detail = await openActivity(101, 'Træning for U11');
    fireEvent.click(within(detail).getByRole('button', { name: 'Rediger' }));
    expect(within(await wizard()).getByText(`edit:${samplePracticeDetail.id}`)).toBeTruthy();
    // No modal on top of another: the detail has closed.
    expect(screen.queryByRole('dialog', { name: 'Træning for U11' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Luk guiden' }));
    const again = await screen.findByRole('dialog', { name: 'Træning for U11' });
    fireEvent.click(within(again).getByRole('button', { name: 'Kopiér' }));
    expect(within(await wizard()).getByText(`copy:${samplePracticeDetail.id}`)).toBeTruthy();
  });

  it('shows the saved activity’s detail after a save', async () => {
    stubActivities();
    renderActivities('/activities', { create: true });
    fireEvent.click(within(await wizard()).getByRole('button', { name: 'Gem' }));
    expect(await screen.findByRole('dialog', { name: 'Stævne i Odense' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Guiden' })).toBeNull();
  });
});
