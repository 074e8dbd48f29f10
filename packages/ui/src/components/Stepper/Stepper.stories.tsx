import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Checkbox } from '../Checkbox';
import { Stepper, type StepperProps } from './Stepper';

/** The import wizard's sub-steps (spec §4), shortened. */
const steps = [
  { id: 'file', label: 'Vælg fil' },
  { id: 'roles', label: 'Roller' },
  { id: 'groups', label: 'Grupper' },
  { id: 'confirm', label: 'Bekræft' },
];

const bodies: Record<string, string> = {
  file: 'Vælg en CSV-fil med medlemmer.',
  roles: 'Roller uden match bliver til medlem.',
  groups: 'Hver gruppe oprettes, matches eller springes over.',
  confirm: 'Grupper, roller og medlemmer oprettes nu.',
};

/**
 * The stories' wizard: it holds the current step (starting at `args.currentStep`) and, on the roles
 * step, needs the box ticked before Next.
 */
function Wizard(args: StepperProps) {
  const [current, setCurrent] = useState(args.currentStep);
  const [accepted, setAccepted] = useState(false);
  return (
    <Stepper
      {...args}
      currentStep={current}
      canGoNext={args.canGoNext !== false && (current !== 'roles' || accepted)}
      onStepChange={(id) => {
        setCurrent(id);
        args.onStepChange(id);
      }}
    >
      <p className="text-fg-muted">{bodies[current]}</p>
      {current === 'roles' && (
        <Checkbox className="mt-3" isSelected={accepted} onChange={setAccepted}>
          Rollerne er gennemgået
        </Checkbox>
      )}
    </Stepper>
  );
}

const meta = {
  title: 'UI/Stepper',
  component: Stepper,
  args: { steps, currentStep: 'file', onStepChange: fn(), onFinish: fn() },
  render: (args) => <Wizard {...args} />,
  decorators: [
    (Story) => (
      <div className="w-[560px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentStepOf = (root: HTMLElement) =>
  within(root).getByRole('list', { name: 'Trin' }).querySelector('[aria-current="step"]');

/** The first step: no Back, Next enabled. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(currentStepOf(canvasElement)).toHaveTextContent('Vælg fil');
    await expect(canvas.queryByRole('button', { name: 'Tilbage' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Næste' })).toBeEnabled();
  },
};

/** `canGoNext={false}`: Next is disabled and a press does not advance. */
export const NextDisabled: Story = {
  args: { currentStep: 'roles', canGoNext: false },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const next = canvas.getByRole('button', { name: 'Næste' });
    await expect(next).toBeDisabled();
    await userEvent.click(next);
    await expect(args.onStepChange).not.toHaveBeenCalled();
    await expect(currentStepOf(canvasElement)).toHaveTextContent('Roller');
  },
};

/** The last step: Next is "Afslut" and calls `onFinish`; earlier steps are marked done. */
export const LastStep: Story = {
  args: { currentStep: 'confirm' },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(currentStepOf(canvasElement)).toHaveTextContent('Bekræft');
    await expect(canvas.queryByRole('button', { name: 'Næste' })).not.toBeInTheDocument();
    await expect(canvas.getByText('Vælg fil').parentElement).toHaveTextContent('Vælg fil (fuldført)');
    await userEvent.click(canvas.getByRole('button', { name: 'Afslut' }));
    await expect(args.onFinish).toHaveBeenCalledTimes(1);
    await expect(args.onStepChange).not.toHaveBeenCalled();
  },
};

/** `isPending` on the last step: Finish shows a spinner while the import runs. */
export const Finishing: Story = { args: { currentStep: 'confirm', isPending: true } };

/**
 * Keyboard only: Enter on Next moves to the roles step and the focus to its content; Next stays disabled
 * (Enter does nothing) until the box is ticked with Space; Back returns; Finish on the last step.
 */
export const Keyboard: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const next = canvas.getByRole('button', { name: 'Næste' });
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStepChange).toHaveBeenLastCalledWith('roles');
    await expect(currentStepOf(canvasElement)).toHaveTextContent('Roller');
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Roller' })).toHaveFocus());

    // Disabled until valid: not even reachable, and pressing it from the pointer does nothing.
    await expect(next).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Rollerne er gennemgået' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Tilbage' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await waitFor(() => expect(next).toBeEnabled());

    await userEvent.tab();
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(currentStepOf(canvasElement)).toHaveTextContent('Grupper');
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Grupper' })).toHaveFocus());

    // Back with the keyboard: Tab reaches Back first.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Tilbage' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStepChange).toHaveBeenLastCalledWith('roles');
    await expect(currentStepOf(canvasElement)).toHaveTextContent('Roller');
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Roller' })).toHaveFocus());

    // Forward to the end: Space presses too.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(currentStepOf(canvasElement)).toHaveTextContent('Bekræft');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Afslut' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onFinish).toHaveBeenCalledTimes(1);
    // Leave no focus ring in the screenshot.
    canvas.getByRole('button', { name: 'Afslut' }).blur();
  },
};

/** A first step, a middle step waiting for input, and the last step, stacked. */
export const Catalog: Story = {
  render: (args) => (
    <div className="flex flex-col gap-8">
      <Stepper {...args} currentStep="file">
        <p className="text-fg-muted">{bodies.file}</p>
      </Stepper>
      <Stepper {...args} currentStep="roles" canGoNext={false}>
        <p className="text-fg-muted">{bodies.roles}</p>
      </Stepper>
      <Stepper {...args} currentStep="confirm">
        <p className="text-fg-muted">{bodies.confirm}</p>
      </Stepper>
    </div>
  ),
};
