/** One step of a wizard: a stable id and the label shown in the step list. */
export interface StepperStep {
  id: string;
  label: string;
}

export type StepStatus = 'complete' | 'current' | 'upcoming';

/** Where the wizard stands: the current step's index and the ids back and forward. */
export interface StepPosition {
  /** 0-based index of the current step. */
  index: number;
  /** The id Back goes to; `undefined` on the first step. */
  previous: string | undefined;
  /** The id Next goes to; `undefined` on the last step (where Next becomes Finish). */
  next: string | undefined;
  isFirst: boolean;
  isLast: boolean;
}

/**
 * The navigation rule of the Stepper. An id that is not among the steps counts as the first step (a
 * wizard always shows a step); an empty list is a programming error.
 */
export function stepPosition(steps: readonly Pick<StepperStep, 'id'>[], currentStep: string): StepPosition {
  if (steps.length === 0) throw new RangeError('A Stepper needs at least one step.');
  const found = steps.findIndex((step) => step.id === currentStep);
  const index = found === -1 ? 0 : found;
  const isLast = index === steps.length - 1;
  return {
    index,
    previous: index > 0 ? steps[index - 1]?.id : undefined,
    next: isLast ? undefined : steps[index + 1]?.id,
    isFirst: index === 0,
    isLast,
  };
}

/** A step before the current one is complete, the current one current, the rest upcoming. */
export function stepStatus(stepIndex: number, currentIndex: number): StepStatus {
  if (stepIndex < currentIndex) return 'complete';
  return stepIndex === currentIndex ? 'current' : 'upcoming';
}
