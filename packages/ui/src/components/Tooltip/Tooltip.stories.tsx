import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withPopoverFrame } from '../../internal/popoverStoryFrame';
import { Button } from '../Button';
import { Tooltip, TooltipTrigger, type TooltipPlacement } from './Tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: { children: 'Gruppeledere har ikke adgang', placement: 'top' },
  argTypes: {
    placement: { control: 'inline-radio', options: ['top', 'bottom', 'start', 'end', 'left', 'right'] },
  },
  decorators: [withPopoverFrame],
  parameters: { frame: { width: 480, height: 200, center: true } },
  render: (args) => (
    <TooltipTrigger defaultOpen>
      <Button variant="secondary">Beskeder</Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, above its trigger, with the arrow. */
export const Default: Story = {};

/** The tooltip below its trigger; the arrow turns with it. */
export const Bottom: Story = { args: { placement: 'bottom' } };

/** Without the arrow. */
export const WithoutArrow: Story = { args: { showArrow: false } };

/** A longer text wraps at 16rem. */
export const LongText: Story = {
  args: { children: 'Gruppeledere har ikke adgang til beskeder, indstillinger og betalinger i foreningen.' },
};

const placements: TooltipPlacement[] = ['top', 'bottom', 'left', 'right'];

/** Every placement at once (controlled open) for the screenshot. */
export const Catalog: Story = {
  parameters: { frame: { width: 560, height: 280, center: false } },
  render: (args) => (
    <div className="grid h-full grid-cols-2 place-items-center">
      {placements.map((placement) => (
        <TooltipTrigger key={placement} isOpen>
          <Button variant="secondary">{placement}</Button>
          <Tooltip {...args} placement={placement}>
            {placement === 'top' || placement === 'bottom' ? `Placering: ${placement}` : placement}
          </Tooltip>
        </TooltipTrigger>
      ))}
    </div>
  ),
};

/** Tab onto the trigger opens the tooltip at once and describes the trigger; Escape hides it. */
export const KeyboardFocus: Story = {
  render: (args) => (
    <TooltipTrigger>
      <Button variant="secondary">Beskeder</Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Beskeder' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tooltip = await within(canvasElement).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Gruppeledere har ikke adgang');
    await expect(button).toHaveAttribute('aria-describedby', tooltip.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement).queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
  },
};

/** Moving focus away (blur) hides the tooltip too. */
export const HidesOnBlur: Story = {
  render: (args) => (
    <div className="flex gap-3">
      <TooltipTrigger>
        <Button variant="secondary">Beskeder</Button>
        <Tooltip {...args} />
      </TooltipTrigger>
      <Button variant="secondary">Næste</Button>
    </div>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await within(canvasElement).findByRole('tooltip');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Næste' })).toHaveFocus();
    await waitFor(() => expect(within(canvasElement).queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/**
 * Hovering opens the tooltip after the delay (0 here, 1500 ms by default). RAC only counts hover from a
 * pointer user, so the play first presses the pointer somewhere else.
 */
export const Hover: Story = {
  render: (args) => (
    <TooltipTrigger delay={0}>
      <Button variant="secondary">Beskeder</Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'Beskeder' }));
    await expect(await within(canvasElement).findByRole('tooltip')).toBeVisible();
  },
};
