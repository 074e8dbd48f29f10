import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { invitationClubSample, metteAdult, signupStateOf } from '../testing/answers';
import { RegisterRoutes } from '../testing/RegisterRoutes';
import { registerDecorator, withStoredSignup } from '../testing/storyDecorator';
import { RegisterRoute } from './RegisterRoute';

/** A small club logo as a data URL, so the story needs no file. */
const logo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#0b5394"/>' +
      '<path d="M14 62 Q48 40 82 62 L82 70 Q48 50 14 70 Z" fill="#fff"/><circle cx="48" cy="32" r="10" fill="#f1c232"/></svg>',
  );

const meta = {
  title: 'Web/Register/Done',
  component: RegisterRoute,
  render: () => <RegisterRoutes />,
  decorators: [registerDecorator],
  beforeEach: withStoredSignup,
  parameters: {
    layout: 'fullscreen',
    path: '/register/done',
    signup: signupStateOf([{ ...metteAdult, created: true }], {
      done: true,
      session: null,
      club: { ...invitationClubSample, imageUrl: logo },
    }),
  },
} satisfies Meta<typeof RegisterRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Du er nu medlem af" with the club's logo and name, the app's text and the store links. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Du er nu medlem af Aarhus Roklub' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Logo for Aarhus Roklub' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Hent appen' })).toBeVisible();
  },
};

/** With the store badges off: no app text, no store links. */
export const WithoutApp: Story = {
  tags: ['!snapshot'],
  parameters: { flags: { store_badges: false } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Du er nu medlem af Aarhus Roklub' });
    await expect(canvas.queryByRole('list', { name: 'Hent appen' })).toBeNull();
  },
};
