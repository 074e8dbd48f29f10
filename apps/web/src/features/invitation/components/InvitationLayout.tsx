import { Avatar } from '@klubhus/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../shell/BrandMark';
import type { InvitationClub } from '../flowState';

/** The club the link is for, and who sent it (spec §2: "club name, club image, inviter"). */
const ClubHeader = ({ club }: { club: InvitationClub }) => {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3 border-b border-border pb-5">
      <Avatar name={club.name} src={club.imageUrl ?? undefined} size="lg" isDecorative />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold break-words">{club.name}</p>
        {club.invitedByName && (
          <p className="flex items-center gap-1.5 text-sm text-fg-muted">
            <Avatar name={club.invitedByName} src={club.invitedByImage ?? undefined} size="sm" isDecorative />
            <span className="min-w-0 break-words">{t('invitation.invitedBy', { name: club.invitedByName })}</span>
          </p>
        )}
      </div>
    </div>
  );
};

export interface InvitationLayoutProps {
  /** The page's one h1. */
  title: string;
  /** The club of the link, shown above the title; left out where the link is void. */
  club?: InvitationClub;
  /** "Trin 2 af 3" above the title. */
  progress?: { step: number; count: number };
  /** Moves the focus to the title when it appears: a step the visitor has just moved to (keyboard and screen readers). */
  focusTitle?: boolean;
  children: ReactNode;
  /** Under the card: the link to the other way of joining, starting over. */
  footer?: ReactNode;
}

/**
 * The frame of every `/invitation` screen, made for a phone first (390 px) and centred on a desktop: the brand, then
 * one card with the club's header, the step, the title and the step's content. It answers its own width (container
 * queries: `@xl:` of the page, `@sm:` of the card's content), so that a form's two columns appear only where they fit.
 */
export const InvitationLayout = ({
  title,
  club,
  progress,
  focusTitle = false,
  children,
  footer,
}: InvitationLayoutProps) => {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    // Container queries, not the window's: the page lays itself out by the room it has (a phone's 390 px in a story too).
    <main className="@container min-h-dvh bg-surface-sunken text-fg">
      <div className="mx-auto flex w-full max-w-lg flex-col gap-5 px-3 py-6 @xl:px-4 @xl:py-10">
        <div className="flex justify-center">
          <BrandMark />
        </div>
        <section
          aria-labelledby="invitation-title"
          className="@container flex flex-col gap-6 rounded-surface border border-border bg-surface p-5 shadow-sm @xl:p-8"
        >
          {club && <ClubHeader club={club} />}
          <div className="flex flex-col gap-1">
            {progress && (
              <p className="text-sm font-medium text-fg-muted">
                {t('invitation.progress', { step: progress.step, count: progress.count })}
              </p>
            )}
            <h1 id="invitation-title" ref={heading} tabIndex={-1} className="text-2xl font-bold outline-hidden">
              {title}
            </h1>
          </div>
          {children}
        </section>
        {footer && (
          <footer className="flex flex-col items-center gap-2 text-center text-sm text-fg-muted">{footer}</footer>
        )}
      </div>
    </main>
  );
};
