export { Stepper } from './Stepper';
export type { StepperProps } from './Stepper';
export { stepPosition, stepStatus } from './stepPosition';
export type { StepPosition, StepStatus, StepperStep } from './stepPosition';
