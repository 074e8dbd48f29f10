export { ScrollArea, SCROLL_AREA_HEIGHTS } from './ScrollArea';
export type { ScrollAreaProps } from './ScrollArea';
