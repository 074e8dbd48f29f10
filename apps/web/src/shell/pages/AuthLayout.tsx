import type { ReactNode } from 'react';
import { BrandMark } from '../BrandMark';

export interface AuthLayoutProps {
  /** The page's heading (its one h1). */
  title: string;
  /** The card's content: notices, the form, links. */
  children: ReactNode;
  /** Small print under the card: links back to the brand's site, cookie notice ... */
  footer?: ReactNode;
}

/**
 * The frame of the signed-out pages (/login, /forgot, /reset, /create) and of the first steps after
 * sign-in (onboarding, /create-club): a centred card under the brand's name or logo, the heading, the
 * content, and a footer under the card.
 */
export const AuthLayout = ({ title, children, footer }: AuthLayoutProps) => (
  <main className="flex min-h-screen flex-col items-center bg-surface-sunken px-4 py-10 text-fg sm:justify-center">
    <div className="flex w-full max-w-md flex-col gap-6">
      <BrandMark />
      <section
        aria-labelledby="auth-title"
        className="flex flex-col gap-6 rounded-surface border border-border bg-surface p-6 shadow-sm sm:p-8"
      >
        <h1 id="auth-title" className="text-2xl font-bold">
          {title}
        </h1>
        {children}
      </section>
      {footer && (
        <footer className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 text-sm text-fg-muted">
          {footer}
        </footer>
      )}
    </div>
  </main>
);
