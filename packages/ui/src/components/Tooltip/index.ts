export { Tooltip, TooltipTrigger } from './Tooltip';
export type { TooltipPlacement, TooltipProps, TooltipTriggerProps } from './Tooltip';
