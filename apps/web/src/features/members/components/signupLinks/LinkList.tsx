import { COPIED_CONFIRMATION_MS, type ClubLink } from '@klubhus/domain';
import { Button, CopyButton, StatusPill } from '@klubhus/ui';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Facts } from './Facts';
import { creatorName, linkFacts } from './linkText';

export interface LinkListProps {
  /** The target's active links, newest first. */
  links: readonly ClubLink[];
  addressOf: (token: string) => string;
  /** The link being deleted, whose button spins. */
  deleting: number | undefined;
  onDelete: (link: ClubLink) => void;
  /** The overview's heading, for the focus after a deletion. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The overview of active links (spec §2: "with creator, number of sign-ups, copy and delete"), newest first. A link
 * made before ADR 019 has no address to copy, but can be deleted.
 */
export const LinkList = ({ links, addressOf, deleting, onDelete, headingRef }: LinkListProps) => {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 ref={headingRef} id={headingId} tabIndex={-1} className="text-base font-semibold outline-hidden">
        {t('members.signupLinks.active', { count: links.length })}
      </h3>
      <ul className="divide-y divide-border rounded-surface border border-border">
        {links.map((link, index) => {
          const name = creatorName(t, link);
          const facts = linkFacts(t, link);
          // "Slet" names its link, so that one row's is told from the next one's (CopyButton takes no hidden name).
          const which = `${name}, ${facts.join(' · ')}`;
          return (
            <li key={link.clubLinkId} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2">
              <div className="flex min-w-0 flex-1 basis-48 flex-col">
                <span className="flex flex-wrap items-center gap-2 font-medium">
                  {name}
                  {index === 0 && <StatusPill tone="primary">{t('members.signupLinks.newest')}</StatusPill>}
                </span>
                <Facts items={facts} className="text-sm text-fg-muted" />
                {link.token === null && (
                  <span className="text-sm text-fg-muted">{t('members.signupLinks.noTokenShort')}</span>
                )}
              </div>
              <span className="flex flex-wrap items-center gap-2">
                {link.token !== null && (
                  <CopyButton
                    text={addressOf(link.token)}
                    size="sm"
                    label={t('members.signupLinks.copyShort')}
                    copiedLabel={t('members.signupLinks.copied')}
                    errorMessage={t('members.signupLinks.copyFailed')}
                    confirmationMs={COPIED_CONFIRMATION_MS}
                  />
                )}
                <Button
                  variant="secondary"
                  size="sm"
                  isPending={deleting === link.clubLinkId}
                  onPress={() => onDelete(link)}
                >
                  {t('members.signupLinks.delete')} <span className="sr-only">{which}</span>
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
};
