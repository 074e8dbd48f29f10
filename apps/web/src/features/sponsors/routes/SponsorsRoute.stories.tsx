import { contract } from '@klubhus/domain';
import { OverlayContainer } from '@klubhus/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { answer, failure, pending, type Answer } from '../../../testing/apiStub';
import { sampleClub, signedInSession } from '../../../testing/fixtures';
import { mswHandlers } from '../../../testing/mswHandlers';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { sampleExemptions, sponsorsAnswers } from '../testing/answers';
import { sponsorLogoFiles } from '../testing/storyLogos';
import { SponsorsRoute } from './SponsorsRoute';

/** A story's handlers: the contract's answers (the sample club's unless named) and the logo files. */
const handlers = (...answers: Answer[]) => ({
  msw: { handlers: [...mswHandlers(...sponsorsAnswers(), ...answers), sponsorLogoFiles] },
});

const meta = {
  title: 'Web/Sponsors/Settings tab',
  component: SponsorsRoute,
  decorators: [
    (Story, { parameters }) => {
      // The settings frame's column (settings renders the tab inside its own frame).
      const page = (
        <main className="flex w-full max-w-3xl flex-col gap-6 p-8">
          <Story />
        </main>
      );
      return (
        <ScreenProviders path="/settings/sponsor" session={signedInSession}>
          {parameters.opensModal ? (
            // A modal's story: the tab in a box of a laptop screen's height, where the modal opens, so that its
            // picture and the axe check (both of `#storybook-root`) see it whole (as `testing/modalBox.tsx` does).
            <OverlayContainer style={{ height: 860 }} className="relative overflow-hidden bg-surface text-fg">
              {page}
            </OverlayContainer>
          ) : (
            page
          )}
        </ScreenProviders>
      );
    },
  ],
  parameters: { layout: 'fullscreen', ...handlers() },
} satisfies Meta<typeof SponsorsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];
const body = () => within(document.body);

/** Resolves once `least` images in `element` have loaded, so that no picture catches a logo half-way. */
const imagesDrawn = async (element: HTMLElement, least: number) => {
  await waitFor(
    () => {
      const images = [...element.querySelectorAll('img')];
      expect(images.length).toBeGreaterThanOrEqual(least);
      expect(images.every((image) => image.complete && image.naturalWidth > 0)).toBe(true);
    },
    { timeout: 5000 },
  );
};

const listed = async (canvas: Canvas) => {
  const table = await canvas.findByRole('grid', { name: 'Klubbens sponsorer' });
  await imagesDrawn(table, 4);
  return table;
};

/** A row's menu, then one of its actions; the modal (or confirmation) it opens. */
const open = async (canvas: Canvas, userEvent: UserEvent, title: string, action: string) => {
  await listed(canvas);
  await userEvent.click(canvas.getByRole('button', { name: `Handlinger for ${title}` }));
  await userEvent.click(await body().findByRole('menuitem', { name: action }));
  return body().findByRole(action === 'Slet' ? 'alertdialog' : 'dialog');
};

/** A small PNG drawn on a canvas (shapes only: the same pixels in every run), as a file the picker can take. */
const logoFile = async () => {
  const canvas = document.createElement('canvas');
  canvas.width = 300;
  canvas.height = 100;
  const context = canvas.getContext('2d')!;
  context.fillStyle = 'darkorange';
  context.fillRect(0, 0, 300, 100);
  context.fillStyle = 'white';
  context.beginPath();
  context.arc(150, 50, 30, 0, Math.PI * 2);
  context.fill();
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/png'));
  return new File([blob], 'logo.png', { type: 'image/png' });
};

/** "Opret sponsor" filled in: name, link and a logo chosen from a file. */
const fillCreate = async (canvas: Canvas, userEvent: UserEvent, title: string) => {
  await listed(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Opret sponsor' }));
  const dialog = await body().findByRole('dialog', { name: 'Opret sponsor' });
  const form = within(dialog);
  await userEvent.type(form.getByRole('textbox', { name: /^Navn/ }), title);
  await userEvent.type(form.getByRole('textbox', { name: /^Link/ }), 'sportnord.dk');
  await userEvent.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, await logoFile());
  await imagesDrawn(dialog, 1);
  return dialog;
};

/** The club's sponsors: the pool and the tab's actions, then logo, title, link, views and targeting per row. */
export const List: Story = {
  tags: ['themes'],
  play: async ({ canvas }) => {
    const table = await listed(canvas);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(4);
    await expect(canvas.getByText('Fælles visninger: 2.500 tilbage')).toBeVisible();
    await expect(within(table).getByText('8000, 8200')).toBeVisible();
  },
};

/** No sponsors yet: the empty state creates the first. */
export const Empty: Story = {
  parameters: handlers(answer(contract.clubSponsors, { sponsors: [], poolViewsLeft: 0 })),
  play: async ({ canvas }) => {
    await canvas.findByText('Ingen sponsorer endnu');
    await expect(canvas.getByRole('button', { name: 'Opret sponsor' })).toBeVisible();
  },
};

/** While the sponsors load. */
export const Loading: Story = {
  tags: ['!snapshot'],
  parameters: handlers(pending(contract.clubSponsors)),
  play: async ({ canvas }) => {
    await canvas.findByRole('progressbar', { name: 'Henter sponsorer' });
  },
};

/** The list could not be read: a retry. */
export const LoadFailed: Story = {
  tags: ['!snapshot'],
  parameters: handlers(failure(contract.clubSponsors, 500, 'Serverfejl')),
  play: async ({ canvas }) => {
    await canvas.findByText('Sponsorerne kunne ikke hentes.');
    await expect(canvas.getByRole('button', { name: 'Prøv igen' })).toBeVisible();
  },
};

/** A member or group leader at the address: a notice, nothing fetched. */
export const NoAccess: Story = {
  tags: ['!snapshot'],
  parameters: handlers(answer(contract.clubOverview, [{ ...sampleClub, memberType: 3 }])),
  play: async ({ canvas }) => {
    await canvas.findByText('Kun administratorer kan administrere klubbens sponsorer.');
  },
};

/** "Opret sponsor" for an external sponsor: name, link, a chosen logo, and two of the members' zips ticked. */
export const CreateExternal: Story = {
  parameters: { opensModal: true },
  play: async ({ canvas, userEvent }) => {
    const dialog = await fillCreate(canvas, userEvent, 'Sport Nord');
    const form = within(dialog);
    await userEvent.click(form.getByRole('switch', { name: 'Ekstern sponsor' }));
    await userEvent.click(await form.findByRole('checkbox', { name: '8000' }));
    await userEvent.click(form.getByRole('checkbox', { name: '8210' }));
    await expect(form.getByText('2 postnumre valgt')).toBeVisible();
  },
};

/** Created: the modal closes, the page says so, and the sponsor joins the list. */
export const Created: Story = {
  tags: ['!snapshot'],
  play: async ({ canvas, userEvent }) => {
    const dialog = await fillCreate(canvas, userEvent, 'Sport Nord');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opret' }));
    await canvas.findByText('Sport Nord er oprettet');
    await canvas.findByRole('rowheader', { name: /^Sport Nord/ });
  },
};

/** Nothing filled in: each required field says so, the logo too, and nothing is sent. */
export const CreateRequired: Story = {
  tags: ['!snapshot'],
  play: async ({ canvas, userEvent }) => {
    await listed(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Opret sponsor' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Opret sponsor' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Opret' }));
    await dialog.findByText('Vælg et logo');
    await expect(dialog.getAllByText('Skal udfyldes')).toHaveLength(2);
  },
};

/** "Rediger": the sponsor's fields and its logo, kept unless another is chosen; no external switch. */
export const Edit: Story = {
  tags: ['!snapshot'],
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent, 'Jysk Sport & Fritid', 'Rediger');
    await imagesDrawn(dialog, 1);
    await expect(within(dialog).getByRole('textbox', { name: /^Navn/ })).toHaveValue('Jysk Sport & Fritid');
    await expect(within(dialog).queryByRole('switch')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    await canvas.findByText('Jysk Sport & Fritid er gemt');
  },
};

/** "Postnumre", opened with the keyboard: the members' zips, the targeted ones ticked, filtered by typing. */
export const Zips: Story = {
  tags: ['!snapshot'],
  play: async ({ canvas, userEvent }) => {
    await listed(canvas);
    canvas.getByRole('button', { name: 'Handlinger for Jysk Sport & Fritid' }).focus();
    await userEvent.keyboard('{Enter}');
    await body().findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const dialog = within(await body().findByRole('dialog', { name: 'Postnumre for Jysk Sport & Fritid' }));
    await expect(await dialog.findByRole('checkbox', { name: '8200' })).toBeChecked();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Søg postnummer' }), '83');
    await expect(dialog.queryByRole('checkbox', { name: '8200' })).toBeNull();
    await userEvent.click(dialog.getByRole('checkbox', { name: '8310' }));
    await expect(dialog.getByText('3 postnumre valgt')).toBeVisible();
  },
};

/** "Undtagelser": a switch per member type; the administrators are exempt. */
export const Exemptions: Story = {
  parameters: { opensModal: true, ...handlers(answer(contract.sponsorExemptions, sampleExemptions(['admin']))) },
  play: async ({ canvas, userEvent }) => {
    await listed(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Undtagelser' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Undtagelser' }));
    await expect(await dialog.findByRole('switch', { name: 'Administratorer' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Gruppeledere' })).not.toBeChecked();
  },
};

/** "Køb visninger" for the pool, chosen with the keyboard: the four packages with their prices, VAT included. */
export const BuyViews: Story = {
  parameters: { opensModal: true },
  play: async ({ canvas, userEvent }) => {
    await listed(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Køb visninger' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Køb fælles visninger' }));
    await userEvent.click(dialog.getByRole('radio', { name: /^2\.500 visninger/ }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(dialog.getByRole('radio', { name: /^10\.000 visninger/ })).toBeChecked();
  },
};

/** "Køb": the question naming views and price before anything is bought. */
export const BuyConfirm: Story = {
  tags: ['!snapshot'],
  play: async ({ canvas, userEvent }) => {
    await listed(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Køb visninger' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Køb fælles visninger' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Køb' }));
    await dialog.findByText('Vælg en af visningspakkerne');
    await userEvent.click(dialog.getByRole('radio', { name: /^10\.000 visninger/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Køb' }));
    await body().findByRole('alertdialog', { name: 'Køb 10.000 visninger for kr. 900,00?' });
  },
};

/** Bought: the pool grows by the package, and the page says so. */
export const Bought: Story = {
  tags: ['!snapshot'],
  play: async ({ canvas, userEvent }) => {
    const dialog = within(await open(canvas, userEvent, 'Tandlæge Holm', 'Køb visninger'));
    await userEvent.click(dialog.getByRole('radio', { name: /^2\.500 visninger/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Køb' }));
    const confirm = within(await body().findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: 'Køb' }));
    await canvas.findByText('2.500 visninger er købt');
    await canvas.findByText('2.500 tilbage');
  },
};

/** "Slet": asked first, naming the views that go with the sponsor. */
export const DeleteConfirm: Story = {
  tags: ['!snapshot'],
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent, 'Bageriet Kornet', 'Slet');
    await expect(within(dialog).getByRole('heading', { name: 'Slet Bageriet Kornet?' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Slet' }));
    await canvas.findByText('Bageriet Kornet er slettet');
  },
};
