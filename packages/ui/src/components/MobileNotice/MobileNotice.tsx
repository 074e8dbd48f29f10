import type { ReactNode } from 'react';
import { Link, composeRenderProps } from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { focusRing } from '../../internal/focusRing';

export interface MobileNoticeStoreLink {
  /** The link's text, e.g. "Hent appen i App Store". */
  label: string;
  /** The store page's address. */
  href: string;
}

export interface MobileNoticeProps {
  /**
   * The headline.
   * @default 'Brug en computer'
   */
  title?: ReactNode;
  /**
   * Why: the web pages are made for a larger screen.
   * @default 'Siden her er lavet til en større skærm. Åbn den på en computer for at bruge den.'
   */
  message?: ReactNode;
  /**
   * The advice for phones.
   * @default 'På telefonen skal du bruge vores app i stedet.'
   */
  appMessage?: ReactNode;
  /**
   * Links to the app in the stores; none by default.
   * @default []
   */
  storeLinks?: MobileNoticeStoreLink[];
}

const storeLink = tv({
  extend: focusRing,
  base: 'inline-flex h-11 w-full cursor-pointer items-center justify-center rounded-control bg-brand px-5 font-medium text-brand-fg hovered:bg-brand-hover pressed:bg-brand-hover',
});

/**
 * The phone screen: tells the user to use a computer, and the app on the phone. The app decides when
 * to show it (the component only renders).
 */
export function MobileNotice({
  title = 'Brug en computer',
  message = 'Siden her er lavet til en større skærm. Åbn den på en computer for at bruge den.',
  appMessage = 'På telefonen skal du bruge vores app i stedet.',
  storeLinks = [],
}: MobileNoticeProps) {
  return (
    <div className="flex min-h-full w-full flex-col items-center justify-center gap-4 bg-surface px-6 py-10 text-center text-fg">
      <svg aria-hidden="true" viewBox="0 0 48 48" fill="none" className="size-16 text-brand">
        <rect x="4" y="8" width="40" height="26" rx="3" stroke="currentColor" strokeWidth="2.5" />
        <path d="M18 42h12M24 34v8" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="max-w-sm text-fg-muted">{message}</p>
      <p className="max-w-sm font-medium">{appMessage}</p>
      {storeLinks.length > 0 && (
        <ul className="mt-2 flex w-full max-w-xs flex-col gap-3">
          {storeLinks.map((store) => (
            <li key={store.href}>
              <Link
                href={store.href}
                className={composeRenderProps('', (className, renderProps) => storeLink({ ...renderProps, className }))}
              >
                {store.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
