import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { mswHandlers } from '../../../testing/mswHandlers';
import { emilWaiting, invitationServer, metteAdult, signupStateOf } from '../testing/answers';
import { RegisterRoutes } from '../testing/RegisterRoutes';
import { registerDecorator, withStoredSignup } from '../testing/storyDecorator';
import { RegisterRoute } from './RegisterRoute';

const meta = {
  title: 'Web/Register/Person',
  component: RegisterRoute,
  render: () => <RegisterRoutes />,
  decorators: [registerDecorator],
  beforeEach: withStoredSignup,
  parameters: {
    layout: 'fullscreen',
    path: '/register/i1',
    signup: signupStateOf([metteAdult, emilWaiting]),
    msw: { handlers: mswHandlers(...invitationServer([metteAdult, emilWaiting])) },
  },
} satisfies Meta<typeof RegisterRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/register/{id}`: a new user, or log in with the one the person has; Back to the list. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Opret ny bruger' })).toHaveAttribute(
      'href',
      '/register/i1/new?type=adult',
    );
    await expect(canvas.getByRole('link', { name: 'Tilbage' })).toHaveAttribute('href', '/register');
  },
};
