import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  composeRenderProps,
  type Key,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { focusRing } from '../../internal/focusRing';

export interface TabsProps extends Omit<RACTabsProps, 'orientation'> {
  /**
   * The id of the selected tab (controlled). Use with `onSelectionChange`.
   * @default undefined
   */
  selectedKey?: Key;
  /**
   * The id of the tab selected at first (uncontrolled); without it the first enabled tab.
   * @default undefined
   */
  defaultSelectedKey?: Key;
  /**
   * Called with the id of the newly selected tab, by a click, the arrow keys, Home or End.
   * @default undefined
   */
  onSelectionChange?: (key: Key) => void;
  /**
   * `automatic` selects a tab as soon as the arrow keys move focus to it; `manual` waits for Enter or Space
   * (for panels that are slow to show).
   * @default 'automatic'
   */
  keyboardActivation?: 'automatic' | 'manual';
  /**
   * Whether every tab is disabled.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * The ids of the disabled tabs (the same as `isDisabled` on each `Tab`).
   * @default undefined
   */
  disabledKeys?: Iterable<Key>;
}

export type TabListProps<T extends object> = RACTabListProps<T>;

export interface TabProps extends RACTabProps {
  /**
   * The tab's id; its `TabPanel` has the same id.
   * @default undefined
   */
  id?: Key;
  /**
   * Whether the tab is disabled: it can be neither selected nor reached with the arrow keys.
   * @default false
   */
  isDisabled?: boolean;
}

export type TabPanelProps = RACTabPanelProps;

const tabs = tv({ base: 'flex flex-col gap-4' });

const tabList = tv({ base: 'flex gap-1 border-b border-border' });

const tab = tv({
  extend: focusRing,
  // The -1 px bottom margin lays the selected tab's underline over the list's border.
  base: '-mb-px flex cursor-default items-center gap-2 border-b-2 px-3 py-2 text-base font-medium whitespace-nowrap transition-colors hovered:text-fg [&>svg]:size-4 [&>svg]:shrink-0',
  variants: {
    isSelected: {
      false: 'border-transparent',
    },
    isDisabled: {
      true: 'text-fg-disabled',
    },
  },
  // One underline and one text colour per state (classes are joined, not merged). A wholly disabled list
  // still shows which tab is selected, without the brand colour.
  compoundVariants: [
    { isSelected: true, isDisabled: false, className: 'border-brand text-fg' },
    { isSelected: true, isDisabled: true, className: 'border-border-strong' },
    { isSelected: false, isDisabled: false, className: 'text-fg-muted' },
  ],
});

const tabPanel = tv({
  extend: focusRing,
  base: 'rounded-control text-fg',
});

/**
 * Horizontal tabs on react-aria-components: `Tabs` holds a `TabList` of `Tab`s and one `TabPanel` per tab
 * (matched by `id`). The arrow keys move between tabs (skipping disabled ones), Home and End jump to the
 * ends, and the selected tab carries the brand-coloured underline.
 */
export function Tabs(props: TabsProps) {
  return (
    <RACTabs
      {...props}
      orientation="horizontal"
      className={composeRenderProps(props.className, (className) => tabs({ className }))}
    />
  );
}

/** The row of tabs; give it an `aria-label` naming what the tabs switch between. */
export function TabList<T extends object>(props: TabListProps<T>) {
  return (
    <RACTabList {...props} className={composeRenderProps(props.className, (className) => tabList({ className }))} />
  );
}

/** One tab: its label (an optional leading icon as inline SVG, then text). */
export function Tab(props: TabProps) {
  return (
    <RACTab
      {...props}
      className={composeRenderProps(props.className, (className, renderProps) => tab({ ...renderProps, className }))}
    />
  );
}

/** The content of one tab; focusable with Tab when it holds nothing focusable itself. */
export function TabPanel(props: TabPanelProps) {
  return (
    <RACTabPanel
      {...props}
      className={composeRenderProps(props.className, (className, renderProps) =>
        tabPanel({ ...renderProps, className }),
      )}
    />
  );
}
