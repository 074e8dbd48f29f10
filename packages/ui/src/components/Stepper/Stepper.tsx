import { useEffect, useRef, type ReactNode } from 'react';
import { tv } from 'tailwind-variants/lite';
import { CheckMarkIcon } from '../../internal/icons';
import { Button } from '../Button';
import { stepPosition, stepStatus, type StepperStep } from './stepPosition';

export interface StepperProps {
  /** The wizard's steps in order; at least one. */
  steps: readonly StepperStep[];
  /** The id of the step shown (controlled); an unknown id shows the first step. */
  currentStep: string;
  /** Called with the id of the step Back or Next goes to. */
  onStepChange: (stepId: string) => void;
  /**
   * Whether the current step is valid so that Next (or Finish) can be pressed.
   * @default true
   */
  canGoNext?: boolean;
  /**
   * Called by the Finish button on the last step.
   * @default undefined
   */
  onFinish?: () => void;
  /**
   * Whether Finish's action is running: the button shows a spinner and ignores presses.
   * @default false
   */
  isPending?: boolean;
  /**
   * The current step's content.
   * @default undefined
   */
  children?: ReactNode;
  /**
   * The Back button's text (there is none on the first step).
   * @default 'Tilbage'
   */
  backLabel?: string;
  /**
   * The Next button's text.
   * @default 'Næste'
   */
  nextLabel?: string;
  /**
   * The text of the button that replaces Next on the last step.
   * @default 'Afslut'
   */
  finishLabel?: string;
  /**
   * The accessible name of the list of steps.
   * @default 'Trin'
   */
  stepsLabel?: string;
  /**
   * Read by screen readers after the label of a step that is done.
   * @default 'fuldført'
   */
  completedLabel?: string;
}

const marker = tv({
  base: 'flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
  variants: {
    status: {
      complete: 'border-brand bg-brand text-brand-fg',
      current: 'border-brand bg-brand-soft text-brand-soft-fg',
      upcoming: 'border-border-strong bg-surface text-fg-muted',
    },
  },
});

const stepLabel = tv({
  base: 'text-sm',
  variants: {
    status: { complete: 'text-fg', current: 'font-semibold text-fg', upcoming: 'text-fg-muted' },
  },
});

/**
 * A wizard's frame: the list of steps (the current one marked `aria-current="step"`), the current step's
 * content, and Back and Next buttons; Next waits for `canGoNext` and becomes Finish on the last step.
 * After Back or Next the focus moves to the new step's content, which is named after the step.
 */
export function Stepper({
  steps,
  currentStep,
  onStepChange,
  canGoNext = true,
  onFinish,
  isPending = false,
  children,
  backLabel = 'Tilbage',
  nextLabel = 'Næste',
  finishLabel = 'Afslut',
  stepsLabel = 'Trin',
  completedLabel = 'fuldført',
}: StepperProps) {
  const { index, previous, next, isFirst, isLast } = stepPosition(steps, currentStep);
  const panel = useRef<HTMLDivElement>(null);
  const focusPanel = useRef(false);

  useEffect(() => {
    // Only after our own buttons moved the wizard: a step set from outside does not steal the focus.
    if (focusPanel.current) panel.current?.focus();
    focusPanel.current = false;
  }, [index]);

  const go = (stepId: string | undefined) => {
    if (stepId === undefined) return;
    focusPanel.current = true;
    onStepChange(stepId);
  };

  return (
    <div className="flex flex-col gap-4 text-fg">
      <ol aria-label={stepsLabel} className="flex flex-wrap items-center gap-2">
        {steps.map((step, stepIndex) => {
          const status = stepStatus(stepIndex, index);
          return (
            <li
              key={step.id}
              aria-current={status === 'current' ? 'step' : undefined}
              className="flex items-center gap-2"
            >
              <span aria-hidden="true" className={marker({ status })}>
                {status === 'complete' ? <CheckMarkIcon className="size-3.5" /> : stepIndex + 1}
              </span>
              <span className={stepLabel({ status })}>
                {step.label}
                {status === 'complete' && <span className="sr-only"> ({completedLabel})</span>}
              </span>
              {stepIndex < steps.length - 1 && <span aria-hidden="true" className="h-px w-6 bg-border-strong" />}
            </li>
          );
        })}
      </ol>
      <div ref={panel} tabIndex={-1} role="group" aria-label={steps[index]?.label} className="outline-hidden">
        {children}
      </div>
      <div className="flex items-center gap-2 border-t border-border pt-4">
        {!isFirst && (
          <Button variant="secondary" onPress={() => go(previous)}>
            {backLabel}
          </Button>
        )}
        <Button
          className="ml-auto"
          isDisabled={!canGoNext}
          isPending={isLast && isPending}
          onPress={() => (isLast ? onFinish?.() : go(next))}
        >
          {isLast ? finishLabel : nextLabel}
        </Button>
      </div>
    </div>
  );
}
