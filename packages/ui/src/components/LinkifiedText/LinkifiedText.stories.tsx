import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LinkifiedText } from './LinkifiedText';

const comment =
  'Bussen kører fra klubhuset kl. 7.30 (kort: https://klub.dk/kort).\n' +
  'Tilmelding og betaling: https://www.example.com/stævne/odense-2026/tilmelding?hold=u11&sæson=efterår\n\n' +
  'Husk madpakke <b>og</b> drikkedunk!';

const meta = {
  title: 'UI/LinkifiedText',
  component: LinkifiedText,
  args: { text: comment },
  // A narrow column, as a comment in a modal on a phone: the long address wraps inside it.
  decorators: [
    (Story) => (
      <div className="w-72 text-fg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LinkifiedText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Addresses are links that open a new tab; line breaks are kept; a long address wraps; markup is text. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'https://klub.dk/kort' });
    await expect(link).toHaveAttribute('href', 'https://klub.dk/kort');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(canvas.getByText(/Husk madpakke <b>og<\/b> drikkedunk!/)).toBeVisible();
  },
};

/** Markup someone typed shows as the characters typed: no element, no script, no link. */
export const MarkupStaysText: Story = {
  tags: ['!snapshot'],
  args: { text: '<img src=x onerror="alert(1)"> <a href="javascript:alert(1)">klik</a>' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText(/^<img src=x onerror="alert\(1\)">/)).toBeVisible();
  },
};
