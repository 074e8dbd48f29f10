export { ProgressBar } from './ProgressBar';
export type { ProgressBarProps } from './ProgressBar';
export { formatPercent, progressPercentage } from './progress';
