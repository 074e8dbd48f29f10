import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RegisterRoutes } from '../testing/RegisterRoutes';
import { registerDecorator, withStoredSignup } from '../testing/storyDecorator';
import { RegisterRoute } from './RegisterRoute';

const meta = {
  title: 'Web/Register/Invalid',
  component: RegisterRoute,
  render: () => <RegisterRoutes />,
  decorators: [registerDecorator],
  beforeEach: withStoredSignup,
  parameters: { layout: 'fullscreen', path: '/register/invalid' },
} satisfies Meta<typeof RegisterRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/register/invalid`: the link is void, whom to contact, and the two app stores. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Invitationslinket er ugyldigt' })).toBeVisible();
    await expect(canvas.getByText(/Kontakt den, der har sendt dig invitationen/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /App Store/ })).toBeVisible();
  },
};
