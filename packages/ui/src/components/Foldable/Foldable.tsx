import { useState, type ReactNode } from 'react';
import { Button as RACButton, Disclosure, DisclosurePanel, Heading, type DisclosureProps } from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { focusRing } from '../../internal/focusRing';
import { ChevronDownIcon } from '../../internal/icons';
import { browserStorage, readFolded, writeFolded } from './foldedState';

export type FoldableHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface FoldableProps extends Pick<DisclosureProps, 'id'> {
  /** The heading's text; the whole heading is the button that opens and closes the section. */
  title: ReactNode;
  /** The section's content, shown while it is open. */
  children: ReactNode;
  /**
   * The browser local storage key under which the open or closed state is remembered (`'open'` or
   * `'closed'`); without it nothing is remembered. Use one key per section, e.g.
   * `'klubhus.foldable.members.filters'`.
   * @default undefined
   */
  storageKey?: string;
  /**
   * Whether the section is open when nothing (or nothing readable) is remembered under `storageKey`.
   * @default false
   */
  defaultExpanded?: boolean;
  /**
   * The heading level of the title in the page outline.
   * @default 3
   */
  headingLevel?: FoldableHeadingLevel;
  /**
   * Whether the section can be neither opened nor closed.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Called whenever the section opens (`true`) or closes (`false`).
   * @default undefined
   */
  onExpandedChange?: (isExpanded: boolean) => void;
  /**
   * Extra classes for the outer box (layout: width, margins).
   * @default undefined
   */
  className?: string;
}

const box = tv({ base: 'group rounded-surface border border-border bg-surface text-fg' });

const trigger = tv({
  extend: focusRing,
  base: 'flex w-full cursor-default items-center gap-2 rounded-surface px-4 py-3 text-left text-base font-semibold transition-colors hovered:bg-surface-sunken',
  variants: { isDisabled: { true: 'text-fg-disabled' } },
});

/**
 * A section with a heading that opens and closes it (RAC `Disclosure`). With `storageKey` the state is
 * remembered in local storage, so that the section is as the user left it on the next visit.
 */
export function Foldable({
  title,
  children,
  storageKey,
  defaultExpanded = false,
  headingLevel = 3,
  isDisabled = false,
  onExpandedChange,
  className,
  id,
}: FoldableProps) {
  const remembered = (key: string | undefined) =>
    key === undefined ? defaultExpanded : readFolded(browserStorage(), key, defaultExpanded);
  const [state, setState] = useState(() => ({ key: storageKey, isExpanded: remembered(storageKey) }));
  let isExpanded = state.isExpanded;
  if (state.key !== storageKey) {
    // Another key is another section: read its state during render rather than show the old one first.
    isExpanded = remembered(storageKey);
    setState({ key: storageKey, isExpanded });
  }

  const change = (next: boolean) => {
    setState({ key: storageKey, isExpanded: next });
    if (storageKey !== undefined) writeFolded(browserStorage(), storageKey, next);
    onExpandedChange?.(next);
  };

  return (
    <Disclosure
      id={id}
      isExpanded={isExpanded}
      onExpandedChange={change}
      isDisabled={isDisabled}
      className={box({ className })}
    >
      <Heading level={headingLevel} className="m-0">
        <RACButton slot="trigger" className={(renderProps) => trigger(renderProps)}>
          <ChevronDownIcon className="size-4 shrink-0 text-fg-muted transition-transform group-data-expanded:rotate-180" />
          <span className="min-w-0 flex-1">{title}</span>
        </RACButton>
      </Heading>
      {/* The padding sits inside: a closed panel may stay in the layout (hidden="until-found", found by
          the browser's find in page), and must then take no room. */}
      <DisclosurePanel>
        <div className="px-4 pb-4 text-base">{children}</div>
      </DisclosurePanel>
    </Disclosure>
  );
}
