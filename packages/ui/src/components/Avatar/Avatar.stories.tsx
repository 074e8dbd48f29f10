import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { brokenImage, clubLogo, personImage, personImage2 } from '../../internal/storyImages';
import { Avatar, type AvatarSize } from './Avatar';

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { firstName: 'Mette', surname: 'Frederiksen' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No image: the initials of first name and surname. */
export const Default: Story = {};

/** An image, with the full name as its alt text. */
export const WithImage: Story = { args: { src: personImage } };

/** An inactive user is shown dimmed and without the image, even when one exists. */
export const Inactive: Story = { args: { src: personImage, isInactive: true } };

/** A club (or anything with one name): initials of its first and last word. */
export const Club: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <Avatar name="FC Klubhus" />
      <Avatar name="FC Klubhus" src={clubLogo} />
    </div>
  ),
};

/** An image that fails to load falls back to the initials. */
export const BrokenImage: Story = {
  args: { src: brokenImage },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Mette Frederiksen' })).toHaveTextContent('MF'));
  },
};

const sizes: AvatarSize[] = ['sm', 'md', 'lg'];

/** Sizes × image, initials, inactive and a club logo. */
export const Catalog: Story = {
  render: () => (
    <div className="inline-grid grid-cols-[auto_repeat(5,auto)] items-center gap-x-5 gap-y-3">
      <span />
      {['billede', 'initialer', 'initialer', 'inaktiv', 'forening'].map((label, index) => (
        <span key={index} className="text-sm text-fg-muted">
          {label}
        </span>
      ))}
      {sizes.map((size) => (
        <div key={size} className="contents">
          <span className="text-sm text-fg-muted">{size}</span>
          <Avatar size={size} firstName="Mette" surname="Frederiksen" src={personImage} />
          <Avatar size={size} firstName="Lars" surname="Løkke" />
          <Avatar size={size} firstName="Ida" surname="Møller" />
          <Avatar size={size} firstName="Søren" surname="Pind" src={personImage2} isInactive />
          <Avatar size={size} name="FC Klubhus" src={clubLogo} />
        </div>
      ))}
    </div>
  ),
};

/** What a screen reader gets: the full name as alt text or label; a decorative avatar is hidden. */
export const AccessibleNames: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <Avatar firstName="Mette" surname="Frederiksen" src={personImage} />
      <Avatar firstName="Lars" surname="Løkke" />
      <Avatar firstName="Søren" surname="Pind" src={personImage2} isInactive />
      <span className="flex items-center gap-2 text-base text-fg">
        <Avatar firstName="Ida" surname="Møller" isDecorative />
        Ida Møller
      </span>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Mette Frederiksen' })).toHaveAttribute('src', personImage);
    await expect(canvas.getByRole('img', { name: 'Lars Løkke' })).toHaveTextContent('LL');
    const inactive = canvas.getByRole('img', { name: 'Søren Pind' });
    await expect(inactive.tagName).toBe('SPAN');
    await expect(inactive).toHaveAttribute('data-inactive', 'true');
    await expect(canvas.queryByRole('img', { name: 'Ida Møller' })).not.toBeInTheDocument();
  },
};
