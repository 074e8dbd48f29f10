import { contract, memberTypeOf } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { answer, failure } from '../../../../testing/apiStub';
import { sampleClub } from '../../../../testing/fixtures';
import { modalBox } from '../../../../testing/modalBox';
import { mswHandlers } from '../../../../testing/mswHandlers';
import { ActivitiesRoute } from '../../routes/ActivitiesRoute';
import { activitiesAnswers, calendarAnswers } from '../../testing/answers';
import { activitiesDecorator } from '../../testing/storyDecorator';
import { wizardAnswers } from '../wizard/wizardAnswers';
import { CalendarLinksModal } from './CalendarLinksModal';

/** The calendar and export dialogs of /activities (spec §2.5, §7; issue 23), opened from the page's buttons. */
const meta = {
  title: 'Web/Activities/Calendars',
  component: ActivitiesRoute,
  decorators: [activitiesDecorator],
  parameters: { layout: 'fullscreen', msw: { handlers: mswHandlers(...wizardAnswers) } },
} satisfies Meta<typeof ActivitiesRoute>;

export default meta;
type Story = StoryObj<typeof meta>;
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const body = () => within(document.body);
const open = async (userEvent: UserEvent, button: string) => {
  // The administrators' export is an item of the toolbar's file menu (issue 24).
  if (button === 'Eksportér aktiviteter') {
    await userEvent.click(await body().findByRole('button', { name: 'Importér og eksportér' }));
    await userEvent.click(await body().findByRole('menuitem', { name: button }));
  } else await userEvent.click(await body().findByRole('button', { name: button }));
  return body().findByRole('dialog', { name: button });
};

/**
 * 'Eksportér til kalender': the club's public feed and the caller's personal one, each with copy and webcal:. The
 * dialog is shown on its own with a fixed origin: on the page its club address takes the page's origin, whose port the
 * harness picks afresh each run (ADR 026).
 */
export const CalendarLinks: Story = {
  decorators: [modalBox],
  render: () => (
    <CalendarLinksModal clubId={sampleClub.clubId} origin="https://klubhus.example" onClose={() => undefined} />
  ),
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Eksportér til kalender' });
    await within(dialog).findByRole('textbox', { name: 'Dit personlige link' });
    await expect(within(dialog).getByRole('textbox', { name: 'Link til foreningens kalender' })).toHaveValue(
      `https://klubhus.example/api/v3/clubs/${sampleClub.clubId}/ical`,
    );
    const links = within(dialog).getAllByRole('link', { name: 'Abonnér i din kalender' });
    await expect(links.map((link) => link.getAttribute('href')?.split(':')[0])).toEqual(['webcal', 'webcal']);
  },
};

/** The page's button opens the dialog, and its club address is the page's own origin's. */
export const CalendarLinksFromPage: Story = {
  tags: ['!snapshot'],
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, 'Eksportér til kalender');
    await expect(await within(dialog).findByRole('textbox', { name: 'Link til foreningens kalender' })).toHaveValue(
      `${window.location.origin}/api/v3/clubs/${sampleClub.clubId}/ical`,
    );
  },
};

/** No personal link yet: 'Opret personligt link' makes one, and the field shows it. */
export const NoPersonalLink: Story = {
  tags: ['!snapshot'],
  parameters: { msw: { handlers: mswHandlers(...activitiesAnswers, ...calendarAnswers({ personal: null })) } },
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, 'Eksportér til kalender');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Opret personligt link' }));
    // The field takes the focus once it is shown, a frame after it appears.
    const field = await within(dialog).findByRole('textbox', { name: 'Dit personlige link' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(within(dialog).getByText('Dit personlige link er klar.')).toBeInTheDocument();
  },
};

/** 'Tilbagekald' asks first (the link stops working); Escape keeps the link, and the focus returns to the button. */
export const RevokeLink: Story = {
  tags: ['!snapshot'],
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, 'Eksportér til kalender');
    const revoke = await within(dialog).findByRole('button', { name: 'Tilbagekald' });
    await userEvent.click(revoke);
    await body().findByRole('alertdialog', { name: 'Tilbagekald linket?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(revoke).toHaveFocus());
    await userEvent.click(revoke);
    const confirm = await body().findByRole('alertdialog', { name: 'Tilbagekald linket?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Tilbagekald link' }));
    await expect(await within(dialog).findByRole('button', { name: 'Opret personligt link' })).toBeInTheDocument();
  },
};

/** The personal link could not be fetched: said in place, with a retry; the club's link is there all the same. */
export const PersonalLinkFailed: Story = {
  tags: ['!snapshot'],
  parameters: {
    msw: {
      handlers: mswHandlers(...wizardAnswers, failure(contract.getPersonalCalendarLink, 500, 'Database unavailable')),
    },
  },
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, 'Eksportér til kalender');
    await expect(await within(dialog).findByText('Dit personlige link kunne ikke hentes.')).toBeInTheDocument();
  },
};

/** 'Eksportér aktiviteter': the club over the last three months to today, by default. */
export const ExportActivities: Story = {
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, 'Eksportér aktiviteter');
    await expect(within(dialog).getByRole('radio', { name: /^Klub/ })).toBeChecked();
  },
};

/** A member's attendance: the member found by name and ticked. */
export const ExportMember: Story = {
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, 'Eksportér aktiviteter');
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Medlem/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Søg efter medlem' }), 'Jonas');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /Jonas Berg/ }));
    await expect(within(dialog).getByText('Valgt: Jonas Berg')).toBeInTheDocument();
  },
};

/** A refused range shows under its field; the download stops. */
export const ExportRefused: Story = {
  tags: ['!snapshot'],
  parameters: {
    msw: {
      handlers: mswHandlers(
        ...wizardAnswers,
        failure(contract.exportClubActivities, 400, {
          message: 'Perioden er for lang',
          code: 'exportRangeTooLong',
          field: 'endDate',
        }),
      ),
    },
  },
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, 'Eksportér aktiviteter');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hent CSV' }));
    await expect(await within(dialog).findByText('Perioden kan højst være 3 år')).toBeInTheDocument();
  },
};

/** A group leader sees the calendar button, not the administrators' export. */
export const GroupLeader: Story = {
  tags: ['!snapshot'],
  parameters: {
    msw: {
      handlers: mswHandlers(
        ...wizardAnswers,
        answer(contract.clubOverview, [{ ...sampleClub, memberType: memberTypeOf('leader') }]),
      ),
    },
  },
  play: async () => {
    await body().findByRole('button', { name: 'Eksportér til kalender' });
    await expect(body().queryByRole('button', { name: 'Eksportér aktiviteter' })).toBeNull();
  },
};
