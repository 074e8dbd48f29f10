import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { importDecorator } from '../testing/storyDecorator';
import { ConventusGuideRoute } from './ConventusGuideRoute';

const meta = {
  title: 'Web/MemberImport/Conventus guide',
  component: ConventusGuideRoute,
  decorators: [importDecorator],
  parameters: { layout: 'fullscreen', path: '/members/conventus-import-guide' },
} satisfies Meta<typeof ConventusGuideRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The six steps, the back button, the templates and the brand's support phone. */
export const Guide: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Importér medlemmer fra Conventus' });
    await expect(canvas.getByRole('link', { name: 'Ring til support på +45 70 20 30 40' })).toHaveAttribute(
      'href',
      'tel:+4570203040',
    );
  },
};
