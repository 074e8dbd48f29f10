import { activityRefusals, builtInActivityTypes, contract, type ActivityDetail } from '@klubhus/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, failure, type Answer } from '../../../../testing/apiStub';
import { signedInSession } from '../../../../testing/fixtures';
import { ScreenProviders } from '../../../../testing/ScreenProviders';
import { stubFetch } from '../../../../testing/stubFetch';
import { useActivityTypes } from '../../../activity-types/public';
import { sampleActivityTypes, sampleOwnTypes } from '../../../activity-types/testing/answers';
import { sampleMatchDetail, samplePracticeDetail } from '../../testing/answers';
import { ActivityWizard, type ActivityWizardProps } from './ActivityWizard';
import { wizardAnswers } from './wizardAnswers';

/** jsdom has no ResizeObserver, which the modal's body uses. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
/** Wednesday 30 September 2026, 10:20 in Copenhagen. */
const NOW = new Date('2026-09-30T08:20:00Z');

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  // The clock alone (timers stay real): the pickers' placeholders and "today" count from it too.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
/** A wizard is a big form to render in jsdom: a test may take seconds on a busy machine (two cores, CI). */
const SLOW = 15_000;
/** 'Træning', the first built-in type. */
const PRACTICE = builtInActivityTypes[0].id;
const TITLES = { create: 'Opret aktivitet', edit: 'Rediger aktivitet', copy: 'Kopiér aktivitet' } as const;

/** The wizard once the club's types are in, as it opens from the page (whose rows have read them). */
const AfterTypes = ({ children }: { children: ReactNode }) => (useActivityTypes(12).query.isSuccess ? children : null);

const renderWizard = async (props: Partial<ActivityWizardProps> = {}, ...answers: Answer[]) =>
  renderWizardWith(({ children }) => children, props, ...answers);

const renderWizardWith = async (
  Wrap: (props: { children: ReactNode }) => ReactNode,
  props: Partial<ActivityWizardProps> = {},
  ...answers: Answer[]
) => {
  const api = stubFetch(...wizardAnswers, ...answers);
  const onSaved = vi.fn<(activity: ActivityDetail) => void>();
  const onClose = vi.fn();
  const mode = props.mode ?? { kind: 'create' };
  render(
    <ScreenProviders session={signedInSession}>
      <Wrap>
        <ActivityWizard
          clubId={12}
          mode={mode}
          timeZone="Europe/Copenhagen"
          paymentAgreement
          now={NOW}
          onClose={onClose}
          onSaved={onSaved}
          {...props}
        />
      </Wrap>
    </ScreenProviders>,
  );
  const dialog = await screen.findByRole('dialog', { name: TITLES[mode.kind] });
  return { api, onSaved, onClose, dialog };
};

const press = (dialog: HTMLElement, name: string | RegExp) =>
  fireEvent.click(within(dialog).getByRole('button', { name }));

const steps = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Aktivitetens trin' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^\d+/, '').replace(' (fuldført)', '').trim());
const currentStep = (dialog: HTMLElement) =>
  within(dialog)
    .getByRole('list', { name: 'Aktivitetens trin' })
    .querySelector('[aria-current="step"]')
    ?.textContent?.replace(/^\d+/, '')
    .trim();

/** A date-time picker's segments (day, month, year, hour, minute), by its label. */
const segments = (dialog: HTMLElement, label: string) =>
  within(within(dialog).getByRole('group', { name: label })).getAllByRole('spinbutton');
const pickerText = (dialog: HTMLElement, label: string) =>
  segments(dialog, label)
    .map((segment) => segment.textContent)
    .join(' ');
/** Steps one segment (0 day, 1 month, 2 year, 3 hour, 4 minute) up or down `times` with the arrow keys. */
const step = (dialog: HTMLElement, label: string, segment: number, times: number) => {
  for (let count = 0; count < Math.abs(times); count++) {
    const target = segments(dialog, label)[segment];
    if (!target) throw new Error(`no segment ${segment} in ${label}`);
    fireEvent.keyDown(target, { key: times > 0 ? 'ArrowUp' : 'ArrowDown' });
  }
};

const typeInto = (dialog: HTMLElement, label: string | RegExp, value: string) =>
  fireEvent.change(within(dialog).getByRole('textbox', { name: label }), { target: { value } });

const choose = async (dialog: HTMLElement, select: RegExp, option: string) => {
  fireEvent.click(within(dialog).getByRole('button', { name: select }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

/** Create: the type chosen, on to the details. */
const toDetails = async (typeName = 'Træning', props: Partial<ActivityWizardProps> = {}, ...answers: Answer[]) => {
  const rendered = await renderWizard(props, ...answers);
  // The club's types come first (the page has them already as a rule; here the wizard asks).
  fireEvent.click(await within(rendered.dialog).findByRole('radio', { name: typeName }));
  press(rendered.dialog, 'Næste');
  await within(rendered.dialog).findByRole('group', { name: 'Start' });
  return rendered;
};

describe('steps (spec §2.5, §4)', { timeout: SLOW }, () => {
  it('create: Vælg type → Detaljer → Deltagere, the type chosen before Næste opens', async () => {
    const { dialog } = await renderWizard();
    expect(steps(dialog)).toEqual(['Vælg type', 'Detaljer', 'Deltagere']);
    expect(currentStep(dialog)).toBe('Vælg type');
    expect(within(dialog).getByRole('button', { name: 'Næste' })).toHaveProperty('disabled', true);
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Kamp' }));
    press(dialog, 'Næste');
    await waitFor(() => expect(currentStep(dialog)).toBe('Detaljer'));
    typeInto(dialog, /Titel/, 'Stævne');
    press(dialog, 'Næste');
    await waitFor(() => expect(currentStep(dialog)).toBe('Deltagere'));
    expect(within(dialog).getByRole('button', { name: 'Opret aktivitet' })).toBeTruthy();
  });

  it('offers the club’s visible types by its titles, with their icons; never a removed one nor the generic 0', async () => {
    const { dialog } = await renderWizard();
    const radios = await within(dialog).findAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Træning',
      'Møde',
      'Kamp',
      'Andet',
      'Arrangement',
      'Opgave',
      'Aktivitet',
      'Aktivitetsopgave',
      'Styrketræning',
      'Forældremøde',
    ]);
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      '1',
      '2',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '1001',
      '1002',
    ]);
    // 'Styrketræning' shows its icon on its strong colour (the blue preset's), recoloured to that pair's font.
    const icon = radios[8]!.closest('label')!.querySelector('img')!;
    expect(new URL(icon.src, 'http://x').searchParams.get('color')).toBe('FFFFFF');
    expect((icon.parentElement as HTMLElement).style.backgroundColor).toBe('rgb(47, 95, 158)');
  });

  it('says so when the types cannot be fetched, and tries again', async () => {
    let fail = true;
    const { api, dialog } = await renderWizard(
      {},
      answer(contract.activityTypes, () =>
        fail ? failure(contract.activityTypes, 500, 'Database unavailable') : sampleActivityTypes,
      ),
    );
    expect(await within(dialog).findByText('Aktivitetstyperne kunne ikke hentes.')).toBeTruthy();
    fail = false;
    press(dialog, 'Prøv igen');
    expect(await within(dialog).findByRole('radio', { name: 'Styrketræning' })).toBeTruthy();
    expect(api.sent(contract.activityTypes)).toHaveLength(2);
  });

  it("edit: opens at the details; 'Rediger inviterede' reaches the participants", async () => {
    const { dialog } = await renderWizard({ mode: { kind: 'edit', activity: samplePracticeDetail } });
    expect(steps(dialog)).toEqual(['Detaljer']);
    expect(within(dialog).getByRole('textbox', { name: /Titel/ })).toHaveProperty('value', 'Træning for U11');
    expect(within(dialog).getByRole('button', { name: 'Gem ændringer' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Rediger inviterede' }));
    await waitFor(() => expect(currentStep(dialog)).toBe('Deltagere'));
    expect(steps(dialog)).toEqual(['Detaljer', 'Deltagere']);
    expect(within(dialog).getByRole('button', { name: 'Fjern gruppen U11 drenge' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Fjern Ida Ærø' })).toBeTruthy();
  });

  it('edit of an activity whose type has been removed: keeps that type as its choice, and sends it', async () => {
    const removed = sampleOwnTypes.removed.clubActivityTypeId;
    const activity = { ...sampleMatchDetail, type: removed };
    const { dialog, api, onSaved } = await renderWizard({ mode: { kind: 'edit', activity } });
    const select = within(dialog).getByRole('button', { name: /Type$/ });
    await waitFor(() => expect(select.textContent).toContain('Vinterbadning (ikke længere i brug)'));
    fireEvent.click(select);
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toContain('Styrketræning');
    expect(options.at(-1)).toBe('Vinterbadning (ikke længere i brug)');
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    typeInto(dialog, /Titel/, 'Stævne i Odense og Vejle');
    press(dialog, 'Gem ændringer');
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.sent(contract.updateActivity)[0]?.body).toMatchObject({ type: removed });
  });

  it('edit of another activity never offers a removed type', async () => {
    const { dialog } = await renderWizard({ mode: { kind: 'edit', activity: sampleMatchDetail } });
    const select = within(dialog).getByRole('button', { name: /Type$/ });
    await waitFor(() => expect(select.textContent).toContain('Kamp'));
    fireEvent.click(select);
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toContain('Forældremøde');
    expect(options.some((option) => option?.includes('Vinterbadning'))).toBe(false);
  });

  it('copy of an activity whose type has been removed: starts without a type, and asks for one', async () => {
    const activity = { ...sampleMatchDetail, type: sampleOwnTypes.removed.clubActivityTypeId };
    const { dialog, api } = await renderWizardWith(AfterTypes, { mode: { kind: 'copy', activity } });
    const select = within(dialog).getByRole('button', { name: /Type$/ });
    expect(select.textContent).not.toContain('Vinterbadning');
    press(dialog, 'Næste');
    expect(await within(dialog).findByText('Vælg en type')).toBeTruthy();
    await choose(dialog, /Type$/, 'Styrketræning');
    press(dialog, 'Næste');
    await waitFor(() => expect(currentStep(dialog)).toBe('Deltagere'));
    press(dialog, 'Opret kopi');
    await waitFor(() => expect(api.sent(contract.createActivity)).toHaveLength(1));
    expect(api.sent(contract.createActivity)[0]?.body).toMatchObject({
      type: sampleOwnTypes.strength.clubActivityTypeId,
    });
  });

  it('copy: starts at the details, prefilled, and creates with copyFromId', async () => {
    const { dialog, api, onSaved } = await renderWizard({ mode: { kind: 'copy', activity: sampleMatchDetail } });
    expect(steps(dialog)).toEqual(['Detaljer', 'Deltagere']);
    expect(currentStep(dialog)).toBe('Detaljer');
    expect(within(dialog).getByRole('textbox', { name: /Titel/ })).toHaveProperty('value', 'Stævne i Odense');
    expect(pickerText(dialog, 'Start')).toBe('07 11 2026 09 00');
    press(dialog, 'Næste');
    await waitFor(() => expect(currentStep(dialog)).toBe('Deltagere'));
    press(dialog, 'Opret kopi');
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.sent(contract.createActivity)[0]?.body).toMatchObject({
      copyFromId: 103,
      title: 'Stævne i Odense',
      amount: 150,
      start: '2026-11-07T08:00',
      groupIds: [2],
      userIds: [24, 7],
    });
    // The copy's co-hosts are its own: set on the new activity.
    expect(api.sent(contract.updateCoHosts)[0]).toMatchObject({ params: { id: '501' }, body: { coHostIds: [21, 23] } });
  });
});

describe('defaults (§2.5, §9) with a fixed now', { timeout: SLOW }, () => {
  it('starts the next full hour, ends an hour later; the end follows a moved start', async () => {
    const { dialog } = await toDetails();
    expect(pickerText(dialog, 'Start')).toBe('30 09 2026 11 00');
    expect(pickerText(dialog, 'Slut')).toBe('30 09 2026 12 00');
    step(dialog, 'Start', 3, 2);
    expect(pickerText(dialog, 'Start')).toBe('30 09 2026 13 00');
    expect(pickerText(dialog, 'Slut')).toBe('30 09 2026 14 00');
  });

  it('repeats until a week later at 12:00 and says how many activities will be created', async () => {
    const { dialog } = await toDetails();
    await choose(dialog, /Gentagelse/, 'Hver uge');
    expect(pickerText(dialog, 'Gentag indtil')).toBe('07 10 2026 12 00');
    expect(within(dialog).getByText('Aktiviteter, der oprettes: 2')).toBeTruthy();
    step(dialog, 'Gentag indtil', 0, 7);
    expect(within(dialog).getByText('Aktiviteter, der oprettes: 3')).toBeTruthy();
  });
});

describe('save (§5 "Recurring count", §9 UTC)', { timeout: SLOW }, () => {
  it('sends a weekly series of 8 in October in Copenhagen time, then hands the activity on', async () => {
    // Thursday 1 October 2026, 16:20: the default start is 17:00 summer time, 15:00 UTC.
    const { dialog, api, onSaved } = await toDetails('Træning', { now: new Date('2026-10-01T14:20:00Z') });
    typeInto(dialog, /Titel/, 'Træning U11');
    await choose(dialog, /Gentagelse/, 'Hver uge');
    step(dialog, 'Gentag indtil', 1, 1);
    step(dialog, 'Gentag indtil', 0, 11);
    expect(pickerText(dialog, 'Gentag indtil')).toBe('19 11 2026 12 00');
    expect(within(dialog).getByText('Aktiviteter, der oprettes: 8')).toBeTruthy();
    press(dialog, 'Næste');
    await waitFor(() => expect(currentStep(dialog)).toBe('Deltagere'));
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /U11 drenge/ }));
    press(dialog, 'Opret aktivitet');
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 501 })));
    expect(api.sent(contract.createActivity).map((call) => call.body)).toEqual([
      expect.objectContaining({
        clubId: 12,
        type: PRACTICE,
        title: 'Træning U11',
        start: '2026-10-01T15:00',
        end: '2026-10-01T16:00',
        recurring: 1,
        // 12:00 after summer time ended: 11:00 UTC.
        recurringUntill: '2026-11-19T11:00',
        recurringTimes: 8,
        groupIds: [4],
        userIds: [],
        copyFromId: null,
      }),
    ]);
    expect(api.sent(contract.updateCoHosts)).toEqual([]);
    expect(api.sent(contract.newActivityImages)).toEqual([]);
  });

  it('uploads picked images after the activity is created', async () => {
    const { dialog, api, onSaved } = await toDetails();
    typeInto(dialog, /Titel/, 'Sommerfest');
    const picker = dialog.querySelector<HTMLInputElement>('input[type="file"][accept*="image/png"]');
    if (!picker) throw new Error('No image picker');
    fireEvent.change(picker, { target: { files: [new File(['x'], 'fest.png', { type: 'image/png' })] } });
    await within(dialog).findByRole('button', { name: 'Fjern fest.png' });
    press(dialog, 'Næste');
    await waitFor(() => expect(currentStep(dialog)).toBe('Deltagere'));
    press(dialog, 'Opret aktivitet');
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [upload] = api.sent(contract.newActivityImages);
    expect(upload?.params).toEqual({ id: '501' });
    expect((upload?.body as FormData).getAll('images').map((file) => (file as File).name)).toEqual(['fest.png']);
  });
});

describe('§5 rules: each shows its message and nothing is sent', { timeout: 2 * SLOW }, () => {
  /** A rule broken, its message, and the change that mends it again (one wizard for all: each render costs). */
  const rules: {
    rule: string;
    act: (dialog: HTMLElement) => Promise<void> | void;
    message: string;
    undo: (dialog: HTMLElement) => Promise<void> | void;
  }[] = [
    {
      rule: 'title required',
      act: (dialog) => typeInto(dialog, /Titel/, ''),
      message: 'Skal udfyldes',
      undo: (dialog) => typeInto(dialog, /Titel/, 'Træning'),
    },
    {
      rule: 'start not before yesterday',
      act: (dialog) => step(dialog, 'Start', 0, -2),
      message: 'Starttidspunktet kan ikke være før i går',
      undo: (dialog) => step(dialog, 'Start', 0, 2),
    },
    {
      rule: 'end not before start',
      act: (dialog) => step(dialog, 'Slut', 3, -2),
      message: 'Sluttidspunktet kan ikke være før starttidspunktet',
      undo: (dialog) => step(dialog, 'Slut', 3, 2),
    },
    {
      rule: 'repeat-until after start',
      act: async (dialog) => {
        await choose(dialog, /Gentagelse/, 'Hver uge');
        // 07-09-2026 12:00: before the start (a day segment wraps within its month, so the month steps back).
        step(dialog, 'Gentag indtil', 1, -1);
      },
      message: 'Gentag indtil skal være efter starttidspunktet',
      undo: (dialog) => choose(dialog, /Gentagelse/, 'Ingen'),
    },
    {
      rule: 'deadline required with an amount',
      act: (dialog) => typeInto(dialog, /Beløb/, '100'),
      message: 'Tilmeldingsfristen skal udfyldes, når aktiviteten har et beløb',
      undo: (dialog) => typeInto(dialog, /Beløb/, ''),
    },
    {
      rule: 'amount at least 2',
      act: (dialog) => typeInto(dialog, /Beløb/, '1'),
      message: 'Beløbet skal være mindst 2 kr.',
      undo: (dialog) => typeInto(dialog, /Beløb/, ''),
    },
    {
      rule: 'amount with two decimals',
      act: (dialog) => typeInto(dialog, /Beløb/, '10,555'),
      message: 'Beløbet kan højst have to decimaler',
      undo: (dialog) => typeInto(dialog, /Beløb/, ''),
    },
    {
      rule: 'forced participation only without amount and limit',
      act: (dialog) => {
        fireEvent.click(within(dialog).getByRole('switch', { name: /Tvungen deltagelse/ }));
        typeInto(dialog, /Beløb/, '100');
      },
      message: 'Tvungen deltagelse kan ikke kombineres med beløb eller max antal deltagere',
      undo: (dialog) => {
        typeInto(dialog, /Beløb/, '');
        fireEvent.click(within(dialog).getByRole('switch', { name: /Tvungen deltagelse/ }));
      },
    },
    {
      rule: 'limit an integer',
      act: (dialog) => typeInto(dialog, /Max antal deltagere/, '2,5'),
      message: 'Skal være et helt tal',
      undo: (dialog) => typeInto(dialog, /Max antal deltagere/, ''),
    },
    {
      rule: 'description at most 2000',
      act: (dialog) => typeInto(dialog, /Beskrivelse/, 'x'.repeat(2001)),
      message: 'Må højst være på 2000 tegn',
      undo: (dialog) => typeInto(dialog, /Beskrivelse/, ''),
    },
  ];

  it('stops Næste under each broken rule with its message, one after the other', async () => {
    const { dialog, api } = await toDetails();
    typeInto(dialog, /Titel/, 'Træning');
    for (const { rule, act, message, undo } of rules) {
      await act(dialog);
      press(dialog, 'Næste');
      await waitFor(() => expect(within(dialog).queryAllByText(message), rule).not.toHaveLength(0));
      expect(currentStep(dialog), rule).toBe('Detaljer');
      await undo(dialog);
      await waitFor(() => expect(within(dialog).queryAllByText(message), `${rule} mended`).toHaveLength(0));
    }
    // Every rule mended: the details pass, and nothing was sent on the way.
    press(dialog, 'Næste');
    await waitFor(() => expect(currentStep(dialog)).toBe('Deltagere'));
    expect(api.sent(contract.createActivity)).toEqual([]);
  });
});

describe('fields that depend on others (§2.5, §5)', { timeout: SLOW }, () => {
  it("closes the amount without the payment agreement, with 'Kræver MobilePay - Foreningsaftale'", async () => {
    const { dialog } = await toDetails('Træning', { paymentAgreement: false });
    const amount = within(dialog).getByRole('textbox', { name: /Beløb/ });
    expect(amount).toHaveProperty('disabled', true);
    expect(within(dialog).getByText('Kræver MobilePay - Foreningsaftale')).toBeTruthy();
  });

  it("shows the amount of an edit read-only: 'Det er ikke muligt at ændre beløb i en aktivitetsbetaling'", async () => {
    const { dialog } = await renderWizard({ mode: { kind: 'edit', activity: sampleMatchDetail } });
    const amount = within(dialog).getByRole('textbox', { name: /Beløb/ });
    expect(amount).toHaveProperty('readOnly', true);
    expect(amount).toHaveProperty('value', '150');
    expect(within(dialog).getByText('Det er ikke muligt at ændre beløb i en aktivitetsbetaling')).toBeTruthy();
  });

  it('opens the reminder only with a deadline, hides the limit while forced participation is on, and closes forced participation while a limit is set', async () => {
    const { dialog } = await toDetails();
    expect(within(dialog).getByRole('switch', { name: /Påmindelse/ })).toHaveProperty('disabled', true);
    expect(within(dialog).getByText('Kræver en tilmeldingsfrist')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('switch', { name: /Tvungen deltagelse/ }));
    expect(within(dialog).queryByRole('textbox', { name: /Max antal deltagere/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('switch', { name: /Tvungen deltagelse/ }));
    typeInto(dialog, /Max antal deltagere/, '12');
    expect(within(dialog).getByRole('switch', { name: /Tvungen deltagelse/ })).toHaveProperty('disabled', true);
    expect(
      within(dialog).getByText('Kan kun vælges, når aktiviteten hverken har beløb eller max antal deltagere'),
    ).toBeTruthy();
  });

  it('offers co-hosts only with an amount, and saves them after the activity', async () => {
    const { dialog, api, onSaved } = await toDetails();
    expect(within(dialog).queryByRole('grid', { name: 'Medarrangører' })).toBeNull();
    typeInto(dialog, /Titel/, 'Stævne');
    typeInto(dialog, /Beløb/, '150');
    const coHosts = await within(dialog).findByRole('grid', { name: 'Medarrangører' });
    const row = within(coHosts).getByRole('row', { name: /Lars Møller/ });
    fireEvent.click(within(row).getByRole('checkbox'));
    step(dialog, 'Tilmeldingsfrist', 0, 0);
    // A deadline: typed by the arrow keys from its empty state (the first press sets a segment).
    const deadline = segments(dialog, 'Tilmeldingsfrist');
    deadline.forEach((segment) => fireEvent.keyDown(segment, { key: 'ArrowUp' }));
    press(dialog, 'Næste');
    await waitFor(() => expect(currentStep(dialog)).toBe('Deltagere'));
    press(dialog, 'Opret aktivitet');
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.sent(contract.createActivity)[0]?.body).toMatchObject({ amount: 150 });
    expect(api.sent(contract.updateCoHosts)[0]).toMatchObject({ params: { id: '501' }, body: { coHostIds: [21] } });
  });
});

describe("edit of a series (§4 'this one or all')", { timeout: SLOW }, () => {
  it('asks, and sends updateAll as chosen', async () => {
    const { dialog, api, onSaved } = await renderWizard({ mode: { kind: 'edit', activity: samplePracticeDetail } });
    typeInto(dialog, /Titel/, 'Træning for U11 og U12');
    press(dialog, 'Gem ændringer');
    const question = await screen.findByRole('dialog', { name: 'Aktiviteten er en del af en serie' });
    expect(within(question).getByRole('radio', { name: 'Kun denne aktivitet' })).toHaveProperty('checked', true);
    fireEvent.click(within(question).getByRole('radio', { name: /Alle aktiviteter i serien/ }));
    fireEvent.click(within(question).getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.sent(contract.updateActivity)[0]?.body).toMatchObject({
      activityId: 101,
      title: 'Træning for U11 og U12',
      updateAll: true,
    });
  });

  it('does not ask when only images changed, and sends only the images', async () => {
    const { dialog, api, onSaved } = await renderWizard({ mode: { kind: 'edit', activity: samplePracticeDetail } });
    const picker = dialog.querySelector<HTMLInputElement>('input[type="file"][accept*="image/png"]');
    if (!picker) throw new Error('No image picker');
    fireEvent.change(picker, { target: { files: [new File(['x'], 'bane.jpg', { type: 'image/jpeg' })] } });
    await within(dialog).findByRole('button', { name: 'Fjern bane.jpg' });
    press(dialog, 'Gem ændringer');
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(screen.queryByRole('dialog', { name: 'Aktiviteten er en del af en serie' })).toBeNull();
    expect(api.sent(contract.updateActivity)).toEqual([]);
    expect(api.sent(contract.newActivityImages)[0]?.params).toEqual({ id: '101' });
  });
});

describe('server refusals (§8)', { timeout: SLOW }, () => {
  it('shows a refusal under its field, back on its step, and nothing more is sent', async () => {
    const { dialog, api, onSaved } = await toDetails(
      'Træning',
      {},
      failure(contract.createActivity, 409, { ...activityRefusals.paymentAgreementRequired, field: 'amount' }),
    );
    typeInto(dialog, /Titel/, 'Stævne');
    press(dialog, 'Næste');
    await waitFor(() => expect(currentStep(dialog)).toBe('Deltagere'));
    press(dialog, 'Opret aktivitet');
    await waitFor(() => expect(currentStep(dialog)).toBe('Detaljer'));
    const amount = within(dialog).getByRole('textbox', { name: /Beløb/ });
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    const described = amount.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Kræver MobilePay - Foreningsaftale',
    );
    expect(api.sent(contract.createActivity)).toHaveLength(1);
    expect(api.sent(contract.updateCoHosts)).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('closing (§2.5)', { timeout: SLOW }, () => {
  it('closes at once without changes', async () => {
    const { dialog, onClose } = await renderWizard();
    press(dialog, 'Luk');
    expect(onClose).toHaveBeenCalled();
  });

  it('asks before throwing changes away', async () => {
    const { dialog, onClose } = await toDetails();
    typeInto(dialog, /Titel/, 'Halvfærdig');
    press(dialog, 'Luk');
    const ask = await screen.findByRole('alertdialog', { name: 'Kassér ændringerne?' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(ask).getByRole('button', { name: 'Kassér' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
