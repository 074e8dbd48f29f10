import type { ReactNode } from 'react';
import { Link, type LinkRenderProps } from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { focusRing } from '../../internal/focusRing';

export interface ErrorScreenProps {
  /** What went wrong (the error's message). */
  message?: ReactNode;
  /**
   * The headline.
   * @default 'Vi beklager, der gik noget galt'
   */
  title?: ReactNode;
  /**
   * The reload link's text.
   * @default 'Genindlæs siden'
   */
  reloadLabel?: string;
  /**
   * Called by the reload link (the app reloads); without it the link goes to `reloadHref`.
   * @default undefined
   */
  onReload?: () => void;
  /**
   * Where the reload link goes when there is no `onReload`.
   * @default ''
   */
  reloadHref?: string;
  /**
   * The support address; with it the screen shows a mailto link.
   * @default undefined
   */
  supportEmail?: string;
  /**
   * The support link's text.
   * @default the support address
   */
  supportLabel?: string;
  /**
   * The text before the support link.
   * @default 'Fortsætter problemet, så kontakt support:'
   */
  supportIntro?: ReactNode;
  /**
   * Whether the screen is at least as tall as the window (a whole page); `false` fills only its container.
   * @default true
   */
  isFullPage?: boolean;
}

const screen = tv({
  base: 'flex w-full items-center justify-center bg-surface p-6 text-fg',
  variants: { isFullPage: { true: 'min-h-dvh', false: 'h-full' } },
});

const link = tv({
  extend: focusRing,
  base: 'cursor-pointer rounded-control font-medium text-fg underline underline-offset-2 hovered:no-underline',
});

const linkClass = (renderProps: LinkRenderProps) => link(renderProps);

/**
 * The full-page error: an apology, the message, a reload link and a support contact. Danish defaults;
 * the app passes its translations (the spec's English texts among them).
 */
export function ErrorScreen({
  message,
  title = 'Vi beklager, der gik noget galt',
  reloadLabel = 'Genindlæs siden',
  onReload,
  reloadHref = '',
  supportEmail,
  supportLabel,
  supportIntro = 'Fortsætter problemet, så kontakt support:',
  isFullPage = true,
}: ErrorScreenProps) {
  return (
    <div className={screen({ isFullPage })}>
      <div className="flex max-w-lg flex-col items-center gap-4 text-center">
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="size-12 text-danger">
          <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="1.5" />
          <path d="M12 7v6m0 3.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <h1 className="text-2xl font-semibold">{title}</h1>
        {message && <p className="text-fg-muted">{message}</p>}
        {onReload ? (
          <Link onPress={onReload} className={linkClass}>
            {reloadLabel}
          </Link>
        ) : (
          <Link href={reloadHref} className={linkClass}>
            {reloadLabel}
          </Link>
        )}
        {supportEmail && (
          <p className="text-sm text-fg-muted">
            {supportIntro}{' '}
            <Link href={`mailto:${supportEmail}`} className={linkClass}>
              {supportLabel ?? supportEmail}
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
