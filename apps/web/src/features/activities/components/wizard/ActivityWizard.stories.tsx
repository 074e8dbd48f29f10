import { activityRefusals, contract } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { answer, failure, pending } from '../../../../testing/apiStub';
import { mswHandlers } from '../../../../testing/mswHandlers';
import { typeIconsDrawn } from '../../../activity-types/testing/answers';
import { sampleMatchDetail, samplePracticeDetail, sampleSharedCalendars } from '../../testing/answers';
import { activitiesDecorator } from '../../testing/storyDecorator';
import { modalBox } from '../../../../testing/modalBox';
import { ActivityWizard } from './ActivityWizard';
import { wizardAnswers } from './wizardAnswers';

const meta = {
  title: 'Web/Activities/ActivityWizard',
  component: ActivityWizard,
  decorators: [modalBox, activitiesDecorator],
  args: {
    clubId: 12,
    mode: { kind: 'create' },
    timeZone: 'Europe/Copenhagen',
    paymentAgreement: true,
    // Wednesday 30 September 2026, 10:20 in Copenhagen: the defaults are 11:00–12:00 that day.
    now: new Date('2026-09-30T08:20:00Z'),
    onClose: fn(),
    onSaved: fn(),
  },
  parameters: { layout: 'fullscreen', msw: { handlers: mswHandlers(...wizardAnswers) } },
} satisfies Meta<typeof ActivityWizard>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];
type UserEvent = Context['userEvent'];

const handlers = (...answers: Parameters<typeof mswHandlers>) => ({
  msw: { handlers: mswHandlers(...wizardAnswers, ...answers) },
});
const body = () => within(document.body);
const wizard = (name = 'Opret aktivitet') => body().findByRole('dialog', { name });
const currentStep = (dialog: HTMLElement, name: string) =>
  waitFor(() =>
    expect(
      within(dialog).getByRole('list', { name: 'Aktivitetens trin' }).querySelector('[aria-current="step"]'),
    ).toHaveTextContent(name),
  );

/** Create: 'Træning' chosen, on to the details, a title typed. */
const toDetails = async (userEvent: UserEvent) => {
  const dialog = await wizard();
  await userEvent.click(await within(dialog).findByRole('radio', { name: 'Træning' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Næste' }));
  await currentStep(dialog, 'Detaljer');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Titel/ }), 'Træning U11');
  // The type field shows the chosen type with its icon.
  await typeIconsDrawn(dialog);
  return dialog;
};

/**
 * Create, 'Vælg type' (§2.5, ADR 024): the club's visible types — the built-in ones ('Kamp' renamed) and its own —
 * each with its icon on its strong colour; a removed type is not offered. The arrow keys choose.
 */
export const TypeStep: Story = {
  play: async ({ userEvent }) => {
    const dialog = await wizard();
    const practice = await within(dialog).findByRole('radio', { name: 'Træning' });
    await expect(within(dialog).getAllByRole('radio')).toHaveLength(10);
    await expect(within(dialog).getByRole('radio', { name: 'Styrketræning' })).toBeInTheDocument();
    await expect(within(dialog).queryByRole('radio', { name: /Vinterbadning/ })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Næste' })).toBeDisabled();
    await userEvent.click(practice);
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(dialog).getByRole('radio', { name: 'Møde' })).toBeChecked();
    await expect(within(dialog).getByRole('button', { name: 'Næste' })).toBeEnabled();
    await typeIconsDrawn(dialog);
  },
};

/** Create, 'Detaljer': the defaults (the next full hour, an hour long), no repetition yet. */
export const DetailsCreate: Story = {
  play: async ({ userEvent }) => {
    const dialog = await toDetails(userEvent);
    await expect(within(dialog).getByRole('group', { name: 'Start' })).toHaveTextContent('30-09-2026 11:00');
    await expect(within(dialog).getByRole('group', { name: 'Slut' })).toHaveTextContent('30-09-2026 12:00');
  },
};

/** A weekly series: repeat-until a week later at 12:00 and the live count of activities (§5). */
export const DetailsSeries: Story = {
  tags: ['!snapshot'],
  play: async ({ userEvent }) => {
    const dialog = await toDetails(userEvent);
    await userEvent.click(within(dialog).getByRole('button', { name: /Gentagelse/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Hver uge' }));
    await expect(within(dialog).getByRole('group', { name: 'Gentag indtil' })).toHaveTextContent('07-10-2026 12:00');
    await within(dialog).findByText('Aktiviteter, der oprettes: 2');
  },
};

/**
 * A copy of a match with an amount (§2.5): the amount open (the club has the payment agreement), the deadline it
 * needs, and the co-hosts, offered only with an amount, chosen among the candidates.
 */
export const DetailsWithAmountAndCoHosts: Story = {
  args: { mode: { kind: 'copy', activity: sampleMatchDetail } },
  play: async () => {
    const dialog = await wizard('Kopiér aktivitet');
    await typeIconsDrawn(dialog);
    const coHosts = await within(dialog).findByRole('grid', { name: 'Medarrangører' });
    await waitFor(() =>
      expect(within(coHosts).getByRole('row', { name: /Lars Møller/ })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(within(dialog).getByRole('textbox', { name: /Beløb/ })).toHaveValue('150');
    // The step's own scroll, down to the amount and the co-hosts (not the page's: the box stays put).
    const heading = within(dialog).getByRole('heading', { name: 'Ansvarlig og betaling' });
    const scroller = heading.closest<HTMLElement>('[data-wizard-body]');
    if (!scroller) throw new Error('No scrolling step');
    scroller.scrollTop += heading.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
  },
};

/** 'Deltagere': a group and a member chosen, shown as removable tokens. */
export const Participants: Story = {
  play: async ({ userEvent }) => {
    const dialog = await toDetails(userEvent);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Næste' }));
    await currentStep(dialog, 'Deltagere');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /U11 drenge/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Søg efter medlemmer/ }), 'Ida');
    const members = within(dialog).getByRole('grid', { name: 'Medlemmer, der kan inviteres' });
    await waitFor(() => expect(within(members).getAllByRole('row')).toHaveLength(1));
    await userEvent.click(within(within(members).getByRole('row', { name: /Ida Ærø/ })).getByRole('checkbox'));
    await within(dialog).findByRole('button', { name: 'Fjern Ida Ærø' });
    await expect(within(dialog).getByRole('button', { name: 'Fjern gruppen U11 drenge' })).toBeVisible();
  },
};

/** Edit opens at the details; 'Rediger inviterede' reaches the invited: the activity's groups and members. */
export const EditInvited: Story = {
  tags: ['!snapshot'],
  args: { mode: { kind: 'edit', activity: samplePracticeDetail } },
  play: async ({ userEvent }) => {
    const dialog = await wizard('Rediger aktivitet');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Rediger inviterede' }));
    await currentStep(dialog, 'Deltagere');
    await within(dialog).findByRole('button', { name: 'Fjern gruppen U11 piger' });
  },
};

/** Edit of a practice of a weekly series: a change asks 'Kun denne aktivitet' or 'Alle aktiviteter i serien' (§4). */
export const EditSeries: Story = {
  args: { mode: { kind: 'edit', activity: samplePracticeDetail } },
  play: async ({ userEvent }) => {
    const dialog = await wizard('Rediger aktivitet');
    await typeIconsDrawn(dialog);
    const title = within(dialog).getByRole('textbox', { name: /Titel/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Træning for U11 og U12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gem ændringer' }));
    const question = await body().findByRole('dialog', { name: 'Aktiviteten er en del af en serie' });
    await expect(within(question).getByRole('radio', { name: 'Kun denne aktivitet' })).toBeChecked();
  },
};

/**
 * Shared calendars (§2.7; ADR 026): a box per calendar the deployment offers, the stored choice ticked; a ticked box
 * says what sharing still needs, in the spec's words ('Kræver coverbillede': the practice has no cover).
 */
export const SharedCalendars: Story = {
  args: { mode: { kind: 'edit', activity: { ...samplePracticeDetail, sharedCalendarExportInfoIds: [2] } } },
  parameters: handlers(answer(contract.getModuleIntegrationInfo, sampleSharedCalendars)),
  play: async ({ userEvent }) => {
    const dialog = await wizard('Rediger aktivitet');
    await typeIconsDrawn(dialog);
    const box = await within(dialog).findByRole('checkbox', { name: 'Aarhus Kommunes aktivitetskalender' });
    await userEvent.click(box);
    await expect(within(dialog).getAllByText('Kræver coverbillede')).toHaveLength(2);
    box.closest('section')?.scrollIntoView({ block: 'end' });
  },
};

/** §5: the required title and the end before the start, each under its field; Næste stays on the details. */
export const ValidationErrors: Story = {
  tags: ['!snapshot'],
  play: async ({ userEvent }) => {
    const dialog = await toDetails(userEvent);
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Titel/ }));
    const end = within(within(dialog).getByRole('group', { name: 'Slut' })).getAllByRole('spinbutton')[3]!;
    await userEvent.click(end);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Næste' }));
    await within(dialog).findByText('Skal udfyldes');
    await within(dialog).findByText('Sluttidspunktet kan ikke være før starttidspunktet');
    await currentStep(dialog, 'Detaljer');
  },
};

/** §5: an amount needs a deadline and is at least 2 kr.; forced participation closes while it is set. */
export const AmountRules: Story = {
  tags: ['!snapshot'],
  play: async ({ userEvent }) => {
    const dialog = await toDetails(userEvent);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Beløb/ }), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Næste' }));
    await within(dialog).findByText('Beløbet skal være mindst 2 kr.');
    await within(dialog).findByText('Tilmeldingsfristen skal udfyldes, når aktiviteten har et beløb');
    await expect(within(dialog).getByRole('switch', { name: /Tvungen deltagelse/ })).toBeDisabled();
  },
};

/** No payment agreement: the amount is closed, with the spec's hint (§5, §8). */
export const AmountWithoutAgreement: Story = {
  tags: ['!snapshot'],
  args: { paymentAgreement: false },
  play: async ({ userEvent }) => {
    const dialog = await toDetails(userEvent);
    await expect(within(dialog).getByRole('textbox', { name: /Beløb/ })).toBeDisabled();
    await expect(within(dialog).getByText('Kræver MobilePay - Foreningsaftale')).toBeVisible();
  },
};

/** Forced participation on: the limit is hidden (§5). */
export const ForcedParticipation: Story = {
  tags: ['!snapshot'],
  play: async ({ userEvent }) => {
    const dialog = await toDetails(userEvent);
    await userEvent.click(within(dialog).getByRole('switch', { name: /Tvungen deltagelse/ }));
    await expect(within(dialog).queryByRole('textbox', { name: /Max antal deltagere/ })).toBeNull();
  },
};

/** The server's refusal under its field, back on the details (§8). */
export const ServerRefusal: Story = {
  tags: ['!snapshot'],
  parameters: handlers(
    failure(contract.createActivity, 409, { ...activityRefusals.paymentAgreementRequired, field: 'amount' }),
  ),
  play: async ({ userEvent }) => {
    const dialog = await toDetails(userEvent);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Næste' }));
    await currentStep(dialog, 'Deltagere');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opret aktivitet' }));
    await currentStep(dialog, 'Detaljer');
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Beløb/ })).toHaveAccessibleDescription(
        'Kræver MobilePay - Foreningsaftale',
      ),
    );
  },
};

/** While the activity is saved: the progress, and nothing to press. */
export const Saving: Story = {
  tags: ['!snapshot'],
  parameters: handlers(pending(contract.createActivity)),
  play: async ({ userEvent }) => {
    const dialog = await toDetails(userEvent);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Næste' }));
    await currentStep(dialog, 'Deltagere');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opret aktivitet' }));
    await within(dialog).findByRole('progressbar', { name: /Gemmer aktiviteten/ });
  },
};

/** Closing with changes asks first (§2.5). */
export const Discard: Story = {
  tags: ['!snapshot'],
  play: async ({ userEvent }) => {
    await toDetails(userEvent);
    await userEvent.keyboard('{Escape}');
    await body().findByRole('alertdialog', { name: 'Kassér ændringerne?' });
  },
};
