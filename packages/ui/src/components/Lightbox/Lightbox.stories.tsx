import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { OverlayStoryFrame } from '../../internal/overlayStoryFrame';
import { Lightbox, LIGHTBOX_IMAGE_WIDTH } from './Lightbox';

/** A 1200×800 picture (a pitch under a sun), drawn as inline SVG: deterministic, no network. */
const pitch =
  'data:image/svg+xml,' +
  encodeURIComponent(
    [
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">',
      '<rect width="1200" height="800" fill="#bae6fd"/>',
      '<circle cx="960" cy="170" r="90" fill="#fde047"/>',
      '<path d="M0 430 Q300 340 600 420 T1200 400 V800 H0z" fill="#4ade80"/>',
      '<rect x="120" y="480" width="960" height="260" fill="#16a34a" stroke="#f8fafc" stroke-width="8"/>',
      '<path d="M600 480 V740" stroke="#f8fafc" stroke-width="8"/>',
      '<circle cx="600" cy="610" r="60" fill="none" stroke="#f8fafc" stroke-width="8"/>',
      '</svg>',
    ].join(''),
  );

/** A portrait picture (600×900), to show that the width, not the height, is fixed. */
const portrait =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900" viewBox="0 0 600 900"><rect width="600" height="900" fill="#fed7aa"/><circle cx="300" cy="330" r="140" fill="#9a3412"/><path d="M80 900c20-220 120-330 220-330s200 110 220 330z" fill="#9a3412"/></svg>',
  );

const ALT = 'Klubbens fodboldbane i sommersol';

const meta = {
  title: 'UI/Lightbox',
  component: Lightbox,
  args: { src: pitch, alt: ALT, onOpenChange: fn() },
  decorators: [
    (Story, { parameters }) => (
      <OverlayStoryFrame width={760} height={600} {...(parameters.overlayFrame as object | undefined)}>
        <Story />
      </OverlayStoryFrame>
    ),
  ],
} satisfies Meta<typeof Lightbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The thumbnail (96 px high); its name is the image's alt text. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const thumbnail = canvas.getByRole('button', { name: ALT });
    await expect(thumbnail).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(thumbnail).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * Keyboard: Tab to the thumbnail, Enter opens the image 600 px wide in a dialog named by the title;
 * Escape closes it and the focus is back on the thumbnail. Then the mouse: the close button "Luk".
 */
export const Open: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const thumbnail = canvas.getByRole('button', { name: ALT });
    await userEvent.tab();
    await expect(thumbnail).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: ALT });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const image = dialog.querySelector('img');
    await expect(image).toHaveAttribute('alt', ALT);
    await waitFor(() => expect(image?.getBoundingClientRect().width).toBe(LIGHTBOX_IMAGE_WIDTH));
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(thumbnail).toHaveFocus());

    await userEvent.click(thumbnail);
    const again = await canvas.findByRole('dialog', { name: ALT });
    await userEvent.click(within(again).getByRole('button', { name: 'Luk' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(thumbnail).toHaveFocus());
  },
};

/** Open, for the screenshot: the image at 600 px, a title of its own. */
export const Shown: Story = {
  args: { defaultOpen: true, title: 'Fodboldbanen' },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Fodboldbanen' });
    const image = dialog.querySelector('img');
    await waitFor(() => expect(image?.complete).toBe(true));
    await expect(image?.getBoundingClientRect().width).toBe(LIGHTBOX_IMAGE_WIDTH);
  },
};

/** On a screen narrower than 600 px the image shrinks to fit instead of overflowing. */
export const NarrowScreen: Story = {
  args: { defaultOpen: true, title: 'Fodboldbanen' },
  parameters: { overlayFrame: { width: 360, height: 480 } },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Fodboldbanen' });
    const image = dialog.querySelector('img');
    await waitFor(() => expect(image?.complete).toBe(true));
    const { width } = image?.getBoundingClientRect() ?? { width: 0 };
    await expect(width).toBeLessThan(LIGHTBOX_IMAGE_WIDTH);
    await expect(width).toBeLessThanOrEqual(dialog.getBoundingClientRect().width);
  },
};

/** Thumbnails of a landscape and a portrait picture, and a separate thumbnail file. */
export const Catalog: Story = {
  parameters: { overlayFrame: { width: 520, height: 160 } },
  render: (args) => (
    <div className="flex items-start gap-4">
      <Lightbox {...args} />
      <Lightbox {...args} src={portrait} alt="Portræt af klubbens formand" />
      <Lightbox {...args} thumbnailSrc={portrait} alt="Klubbens formand ved banen" />
    </div>
  ),
};

/** `thumbnailMaxWidth`: the image itself as the thumbnail, at most 300 px wide and high (a comment's image). */
export const LargeThumbnail: Story = {
  args: { thumbnailMaxWidth: 300 },
  parameters: { overlayFrame: { width: 680, height: 340 } },
  render: (args) => (
    <div className="flex items-start gap-4">
      <Lightbox {...args} />
      <Lightbox {...args} src={portrait} alt="Portræt af klubbens formand" />
    </div>
  ),
  play: async ({ canvas }) => {
    const landscape = canvas.getByRole('img', { name: ALT });
    const tall = canvas.getByRole('img', { name: 'Portræt af klubbens formand' });
    await waitFor(() => expect(landscape.getBoundingClientRect().width).toBe(300));
    await waitFor(() => expect(tall.getBoundingClientRect().height).toBe(300));
    await expect(tall.getBoundingClientRect().width).toBe(200);
  },
};
