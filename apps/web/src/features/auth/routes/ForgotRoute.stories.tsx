import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { ForgotRoute } from './ForgotRoute';

const meta = {
  title: 'Web/Auth/Forgot',
  component: ForgotRoute,
  decorators: [
    (Story) => (
      <ScreenProviders path="/forgot">
        <Story />
      </ScreenProviders>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ForgotRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The request form: one e-mail field and "Send link". */
export const Default: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Glemt adgangskode' });
    await expect(canvas.getByRole('link', { name: 'Tilbage til log ind' })).toBeVisible();
  },
};

/** An e-mail that is not one: the field says so and nothing is sent. */
export const InvalidEmail: Story = {
  tags: ['!snapshot'],
  name: 'Invalid email',
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'anna@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send link' }));
    await canvas.findByText('Indtast en gyldig email');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveFocus());
  },
};
