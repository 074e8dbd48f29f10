import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner, type SpinnerSize, type SpinnerTone } from './Spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    tone: { control: 'inline-radio', options: ['brand', 'current'] },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The three sizes. */
export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-4">
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </div>
  ),
};

/** `tone="current"` takes the text colour around it, here muted text and a danger text. */
export const CurrentColour: Story = {
  render: (args) => (
    <div className="flex items-center gap-4">
      <span className="inline-flex items-center gap-2 text-fg-muted">
        <Spinner {...args} tone="current" size="sm" /> Henter medlemmer
      </span>
      <span className="inline-flex items-center gap-2 text-danger">
        <Spinner {...args} tone="current" size="sm" /> Prøver igen
      </span>
    </div>
  ),
};

const sizes: SpinnerSize[] = ['sm', 'md', 'lg'];
const tones: SpinnerTone[] = ['brand', 'current'];

/** Every size in both tones, on a surface and on a sunken surface. */
export const Catalog: Story = {
  render: (args) => (
    <div className="inline-grid grid-cols-[auto_repeat(3,auto)] items-center gap-x-6 gap-y-3">
      <span />
      {sizes.map((size) => (
        <span key={size} className="text-sm text-fg-muted">
          {size}
        </span>
      ))}
      {tones.map((tone) => (
        <div key={tone} className="contents">
          <span className="text-sm text-fg-muted">{tone}</span>
          {sizes.map((size) => (
            <div key={size} className="rounded-control bg-surface-sunken p-2 text-fg">
              <Spinner {...args} tone={tone} size={size} />
            </div>
          ))}
        </div>
      ))}
    </div>
  ),
};

/** A progress bar named "Indlæser" by default, with any other name on request; decorative ones are hidden. */
export const Accessible: Story = {
  render: () => (
    <div className="flex items-center gap-4">
      <Spinner />
      <Spinner aria-label="Gemmer billedet" />
      <Spinner isDecorative />
    </div>
  ),
  play: async ({ canvas }) => {
    const bars = canvas.getAllByRole('progressbar');
    await expect(bars).toHaveLength(2);
    await expect(canvas.getByRole('progressbar', { name: 'Indlæser' })).toBeInTheDocument();
    await expect(canvas.getByRole('progressbar', { name: 'Gemmer billedet' })).toBeInTheDocument();
  },
};
