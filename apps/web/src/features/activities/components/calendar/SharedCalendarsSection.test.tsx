import { contract, type ActivityDetail } from '@klubhus/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, failure, type Answer } from '../../../../testing/apiStub';
import { signedInSession } from '../../../../testing/fixtures';
import { ScreenProviders } from '../../../../testing/ScreenProviders';
import { stubFetch } from '../../../../testing/stubFetch';
import { sampleMatchDetail, samplePracticeDetail, sampleSharedCalendars } from '../../testing/answers';
import { ActivityWizard } from '../wizard/ActivityWizard';
import { wizardAnswers } from '../wizard/wizardAnswers';
import { sharingHints } from './SharedCalendarsSection';

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
const NOW = new Date('2026-09-30T08:20:00Z');
const SLOW = 15_000;

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const offered = answer(contract.getModuleIntegrationInfo, sampleSharedCalendars);

const renderEdit = async (
  activity: ActivityDetail,
  { flags, answers = [] }: { flags?: Record<string, boolean>; answers?: Answer[] } = {},
) => {
  const api = stubFetch(...wizardAnswers, offered, ...answers);
  render(
    <ScreenProviders session={signedInSession} flags={flags}>
      <ActivityWizard
        clubId={12}
        mode={{ kind: 'edit', activity }}
        timeZone="Europe/Copenhagen"
        paymentAgreement
        now={NOW}
        onClose={() => {}}
        onSaved={() => {}}
      />
    </ScreenProviders>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Rediger aktivitet' });
  return { api, dialog };
};

const calendarBox = (dialog: HTMLElement, name: string) => within(dialog).findByRole('checkbox', { name });

describe("the wizard's shared calendars (spec §2.7; ADR 026)", () => {
  it(
    'shows the stored choice ticked, and what sharing needs at a ticked box',
    async () => {
      // The practice has a description and no cover.
      const { dialog } = await renderEdit({ ...samplePracticeDetail, sharedCalendarExportInfoIds: [2] });
      expect(within(dialog).getByRole('heading', { name: 'Del i offentlig kalender' })).toBeTruthy();
      const portal = await calendarBox(dialog, 'Foreningsportalen');
      expect(portal).toHaveProperty('checked', true);
      expect(within(dialog).getAllByText('Kræver coverbillede')).toHaveLength(1);
      expect(within(dialog).queryByText(/Kræver beskrivelse/)).toBeNull();
      fireEvent.click(await calendarBox(dialog, 'Aarhus Kommunes aktivitetskalender'));
      expect(within(dialog).getAllByText('Kræver coverbillede')).toHaveLength(2);
      // Emptying the description adds its hint, in the spec's words.
      fireEvent.change(within(dialog).getByRole('textbox', { name: /^Beskrivelse/ }), { target: { value: '' } });
      expect(await within(dialog).findAllByText('Kræver coverbillede · Kræver beskrivelse')).toHaveLength(2);
    },
    SLOW,
  );

  it(
    'sends the choice, and shows the server refusal under the field it names',
    async () => {
      const { api, dialog } = await renderEdit(
        { ...sampleMatchDetail, sharedCalendarExportInfoIds: [] },
        {
          answers: [
            failure(contract.updateActivity, 400, {
              message: 'Kræver beskrivelse',
              code: 'descriptionRequired',
              field: 'description',
            }),
          ],
        },
      );
      // The match has a cover and a description: no hints.
      fireEvent.click(await calendarBox(dialog, 'Foreningsportalen'));
      expect(within(dialog).queryByText(/Kræver/)).toBeNull();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Gem ændringer' }));
      await waitFor(() => expect(api.sent(contract.updateActivity)).toHaveLength(1));
      expect(api.sent(contract.updateActivity)[0]?.body).toMatchObject({ sharedCalendarExportInfoIds: [2] });
      expect(await within(dialog).findByText('Kræver beskrivelse')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'is not there while the flag is off, nor when the deployment offers no calendar',
    async () => {
      const { dialog } = await renderEdit(sampleMatchDetail, { flags: { calendar_sharing: false } });
      await within(dialog).findByRole('textbox', { name: /^Titel/ });
      expect(within(dialog).queryByRole('heading', { name: 'Del i offentlig kalender' })).toBeNull();
    },
    SLOW,
  );

  it(
    'says when the calendars could not be fetched',
    async () => {
      const { dialog } = await renderEdit(sampleMatchDetail, {
        answers: [failure(contract.getModuleIntegrationInfo, 500, 'Database unavailable')],
      });
      expect(await within(dialog).findByText('De offentlige kalendere kunne ikke hentes.')).toBeTruthy();
    },
    SLOW,
  );
});

describe('sharingHints', () => {
  it.each<[boolean, string, string[]]>([
    [true, 'Tekst', []],
    [false, 'Tekst', ['needsCover']],
    [true, '  ', ['needsDescription']],
    [false, '', ['needsCover', 'needsDescription']],
  ])('cover %s, description %j', (cover, description, hints) => {
    expect(sharingHints(cover, description)).toEqual(hints);
  });
});
