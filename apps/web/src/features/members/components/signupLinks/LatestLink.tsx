import { COPIED_CONFIRMATION_MS, type ClubLink } from '@klubhus/domain';
import { Button, CopyButton, TextField } from '@klubhus/ui';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Facts } from './Facts';
import { creatorName, linkFacts } from './linkText';

export interface LatestLinkProps {
  link: ClubLink;
  /** The link's address; undefined for a link made before ADR 019, whose token the server cannot show. */
  address: string | undefined;
  isResetting: boolean;
  onReset: () => void;
  /** The address field, for the focus after a new link. */
  addressRef?: Ref<HTMLInputElement>;
}

/** The latest link (spec §2 "shows the latest link with copy and reset"): its address to copy, and "Nulstil". */
export const LatestLink = ({ link, address, isResetting, onReset, addressRef }: LatestLinkProps) => {
  const { t } = useTranslation();
  const facts = [
    ...(link.createdBy ? [t('members.signupLinks.createdBy', { name: creatorName(t, link) })] : []),
    ...linkFacts(t, link),
  ];
  return (
    <div className="flex flex-col gap-3">
      {address === undefined ? (
        <div className="flex flex-col gap-1">
          <p className="font-medium">{t('members.signupLinks.latest')}</p>
          <p className="rounded-control bg-surface-sunken p-3 text-sm text-fg-muted">
            {t('members.signupLinks.noToken')}
          </p>
          <Facts items={facts} className="text-sm text-fg-muted" />
        </div>
      ) : (
        <TextField
          ref={addressRef}
          label={t('members.signupLinks.latest')}
          description={<Facts items={facts} />}
          value={address}
          isReadOnly
          // The whole address at once, for a copy by hand where the clipboard is refused.
          onFocus={(event) => (event.target as HTMLInputElement).select()}
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        {address !== undefined && (
          <CopyButton
            text={address}
            size="sm"
            label={t('members.signupLinks.copy')}
            copiedLabel={t('members.signupLinks.copied')}
            errorMessage={t('members.signupLinks.copyFailed')}
            confirmationMs={COPIED_CONFIRMATION_MS}
          />
        )}
        <Button variant="secondary" size="sm" isPending={isResetting} onPress={onReset}>
          {t('members.signupLinks.reset')}
        </Button>
      </div>
    </div>
  );
};
