import { contract } from '@klubhus/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { failure, networkError, pending } from '../../../testing/apiStub';
import { mswHandlers } from '../../../testing/mswHandlers';
import { cleanRows, importAnswers } from '../testing/answers';
import { modalBox } from '../../../testing/modalBox';
import { importDecorator } from '../testing/storyDecorator';
import { ImportWizard } from './ImportWizard';

const meta = {
  title: 'Web/MemberImport/Import wizard',
  component: ImportWizard,
  // The box inside the providers: a modal's portal is where the box is.
  decorators: [modalBox, importDecorator],
  args: { clubId: 12, onClose: fn() },
  parameters: { layout: 'fullscreen', msw: { handlers: mswHandlers(...importAnswers(null)) } },
} satisfies Meta<typeof ImportWizard>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const body = () => within(document.body);
const handlers = (...answers: Parameters<typeof mswHandlers>) => ({ msw: { handlers: mswHandlers(...answers) } });
/** The server with an import staged at `step` (null: none), `answers` replacing its answers. */
const staged = (step: Parameters<typeof importAnswers>[0], ...answers: Parameters<typeof mswHandlers>) =>
  handlers(...importAnswers(step), ...answers);

const wizard = () => body().findByRole('dialog', { name: 'Importér medlemmer' });
const currentStep = async (dialog: HTMLElement, name: string) =>
  waitFor(() =>
    expect(
      within(dialog).getByRole('list', { name: 'Importens trin' }).querySelector('[aria-current="step"]'),
    ).toHaveTextContent(name),
  );

const toUpload = async ({ userEvent }: Pick<Context, 'userEvent'>) => {
  const dialog = await wizard();
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Upload CSV-fil' }));
  await within(dialog).findByRole('heading', { name: 'Upload CSV-fil' });
  return dialog;
};
const upload = async (dialog: HTMLElement, userEvent: Context['userEvent'], name = 'medlemmer.csv') => {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file picker');
  // The picker's own filter aside (a user can choose "all files"): the check under it is what is shown.
  input.removeAttribute('accept');
  await userEvent.upload(input, new File(['fornavn;efternavn\nSøren;Ærø\n'], name, { type: 'text/csv' }));
};

/** Choose (spec §4): a CSV file with its templates, or — a Danish club — the Conventus export with its guide. */
export const Choose: Story = {
  play: async () => {
    const dialog = await wizard();
    await within(dialog).findByRole('button', { name: 'Upload eksport fra Conventus' });
    await expect(within(dialog).getByRole('link', { name: 'Sådan eksporterer du fra Conventus' })).toHaveAttribute(
      'href',
      '/members/conventus-import-guide',
    );
  },
};

/** While the staged import is looked up. */
export const Loading: Story = {
  tags: ['!snapshot'],
  parameters: staged(null, pending(contract.importOverview)),
  play: async () => {
    await within(await wizard()).findByRole('progressbar', { name: 'Henter importen' });
  },
};

/** The staged import could not be looked up: a retry. */
export const LoadFailed: Story = {
  tags: ['!snapshot'],
  parameters: staged(null, networkError(contract.importOverview)),
  play: async () => {
    const dialog = await wizard();
    await within(dialog).findByText('Importen kunne ikke hentes.');
    await within(dialog).findByRole('button', { name: 'Prøv igen' });
  },
};

/** Upload (spec §4 "csv import"): the file picker, which takes .csv only. */
export const Upload: Story = {
  play: async (context) => {
    const dialog = await toUpload(context);
    await expect(within(dialog).getByRole('button', { name: 'Vælg fil' })).toBeVisible();
  },
};

/** Spec §5 "Import accepts only .csv files": another file is refused in red under the picker, before any call. */
export const NotCsv: Story = {
  tags: ['!snapshot'],
  play: async (context) => {
    const dialog = await toUpload(context);
    await upload(dialog, context.userEvent, 'medlemmer.xlsx');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Filen skal være en .csv-fil');
  },
};

/** Spec §8: the server's refusal of a malformed line, in red under the picker, with the line. */
export const MalformedLine: Story = {
  tags: ['!snapshot'],
  parameters: staged(
    null,
    failure(contract.parseCsv, 400, { message: 'Filen kan ikke læses', code: 'csvMalformed', field: 'line.12' }),
  ),
  play: async (context) => {
    const dialog = await toUpload(context);
    await upload(dialog, context.userEvent);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Filen kan ikke læses: der er en fejl i linje 12',
    );
  },
};

/** While the file is sent and read: an honest indeterminate bar (fetch reports no upload progress). */
export const Reading: Story = {
  tags: ['!snapshot'],
  parameters: staged(null, pending(contract.parseCsv)),
  play: async (context) => {
    const dialog = await toUpload(context);
    await upload(dialog, context.userEvent);
    await within(dialog).findByRole('progressbar', { name: 'Læser filen' });
  },
};

/** Existing matches: each row's candidates or a new member, and which side wins. */
export const Existing: Story = {
  parameters: staged('existing'),
  play: async () => {
    const dialog = await wizard();
    await currentStep(dialog, 'Eksisterende medlemmer');
    await within(dialog).findByRole('radiogroup', { name: 'Hvem er Karen Møller fra filen?' });
  },
};

/** Roles mapping: each source role → Medlem, Gruppeleder or Administrator (Medlem by default). */
export const Roles: Story = {
  parameters: staged('roles'),
  play: async () => {
    const dialog = await wizard();
    await currentStep(dialog, 'Roller');
    await within(dialog).findByRole('button', { name: /Træner bliver til/ });
  },
};

/** Groups mapping: create as main group, match an existing group of the club, or skip. */
export const Groups: Story = {
  parameters: staged('groups'),
  play: async ({ userEvent }) => {
    const dialog = await wizard();
    await currentStep(dialog, 'Grupper');
    const senior = await within(dialog).findByRole('radiogroup', { name: 'Hvad skal der ske med Fodbold › Senior?' });
    await userEvent.click(within(senior).getByRole('radio', { name: 'Match eksisterende gruppe' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /Foreningens gruppe/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Senior' }));
    await expect(within(dialog).getByRole('button', { name: 'Næste' })).toBeEnabled();
  },
};

/**
 * Members preview, the area's richest state: 240 rows paged from importoverview, the three to fix listed, Next held
 * back with the reason.
 */
export const Preview: Story = {
  tags: ['themes'],
  parameters: staged('preview'),
  play: async () => {
    const dialog = await wizard();
    const grid = await within(dialog).findByRole('grid', { name: 'Rækker i importen' });
    await within(grid).findByText('ida.jensen@');
    await expect(within(dialog).getByRole('button', { name: 'Næste' })).toBeDisabled();
  },
};

/** A row chosen in the preview: corrected with the domain's rules, or left out. */
export const EditRow: Story = {
  parameters: staged('preview'),
  play: async ({ userEvent }) => {
    const dialog = await wizard();
    const grid = await within(dialog).findByRole('grid', { name: 'Rækker i importen' });
    await userEvent.click(await within(grid).findByText('ida.jensen@'));
    const form = await within(dialog).findByRole('form', { name: 'Ret linje 5' });
    await expect(within(form).getByRole('textbox', { name: /^Fornavn/ })).toHaveFocus();
  },
};

const toConfirm = async ({ userEvent }: Pick<Context, 'userEvent'>) => {
  const dialog = await wizard();
  await within(dialog).findByText('Alle rækker er klar til import.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Næste' }));
  await currentStep(dialog, 'Bekræft');
  return dialog;
};

/** Confirm: what the import will do, counted. */
export const Confirm: Story = {
  parameters: handlers(...importAnswers('preview', cleanRows())),
  play: async (context) => {
    const dialog = await toConfirm(context);
    await within(dialog).findByText('Nye medlemmer');
  },
};

/** While the import runs: an honest "Importerer medlemmer". */
export const Importing: Story = {
  tags: ['!snapshot'],
  parameters: handlers(...importAnswers('preview', cleanRows()), pending(contract.importUsers)),
  play: async (context) => {
    const dialog = await toConfirm(context);
    await context.userEvent.click(within(dialog).getByRole('button', { name: 'Importér' }));
    await within(dialog).findByRole('progressbar', { name: 'Importerer medlemmer' });
  },
};

/** Done: how many were imported, and the welcome mails to send. */
export const Done: Story = {
  parameters: handlers(...importAnswers('preview', cleanRows())),
  play: async (context) => {
    const dialog = await toConfirm(context);
    await context.userEvent.click(within(dialog).getByRole('button', { name: 'Importér' }));
    await within(dialog).findByText('Importerede medlemmer: 236');
  },
};

/** Welcome mails sent: how many, and why the others were not. */
export const WelcomeSent: Story = {
  tags: ['!snapshot'],
  parameters: handlers(...importAnswers('preview', cleanRows())),
  play: async (context) => {
    const dialog = await toConfirm(context);
    await context.userEvent.click(within(dialog).getByRole('button', { name: 'Importér' }));
    await context.userEvent.click(await within(dialog).findByRole('button', { name: 'Send velkomstmails' }));
    await within(dialog).findByText('Velkomstmails sendt: 211');
    await within(dialog).findByText('Er allerede inviteret (1)');
  },
};

/** "Ryd import" asks "Er du sikker?" first (the ui's ConfirmDialog). */
export const Clear: Story = {
  tags: ['!snapshot'],
  parameters: staged('roles'),
  play: async ({ userEvent }) => {
    const dialog = await wizard();
    await currentStep(dialog, 'Roller');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ryd import' }));
    const confirm = await body().findByRole('alertdialog', { name: 'Er du sikker?' });
    await within(confirm).findByText(/Importen af medlemmer\.csv og alle dine valg bliver slettet/);
  },
};
