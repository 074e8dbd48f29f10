import { COPIED_CONFIRMATION_MS } from '@klubhus/domain';
import { CopyButton, Link, TextField } from '@klubhus/ui';
import { CalendarPlus } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { webcalUrl } from './calendarLinks';

export interface CalendarAddressProps {
  /** The field's label. */
  label: string;
  /** The feed's address (https). */
  address: string;
  /** Under the field: what the feed holds. */
  description?: ReactNode;
  /** The address field, for the focus after a new link. */
  fieldRef?: Ref<HTMLInputElement>;
  /** More buttons beside 'Kopiér link' (the personal link's 'Nyt link' and 'Tilbagekald'). */
  children?: ReactNode;
}

/**
 * A feed's address (§2.5 "an iCal link"): read-only, selected whole on focus for a copy by hand, 'Kopiér link', and
 * 'Abonnér i din kalender' as a `webcal:` link that hands the address to the device's calendar app.
 */
export const CalendarAddress = ({ label, address, description, fieldRef, children }: CalendarAddressProps) => {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <TextField
        ref={fieldRef}
        label={label}
        description={description}
        value={address}
        isReadOnly
        onFocus={(event) => (event.target as HTMLInputElement).select()}
      />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <CopyButton
          text={address}
          size="sm"
          label={t('activities.calendar.copy')}
          copiedLabel={t('activities.calendar.copied')}
          errorMessage={t('activities.calendar.copyFailed')}
          confirmationMs={COPIED_CONFIRMATION_MS}
        />
        <Link variant="standalone" href={webcalUrl(address)} showExternalIcon={false}>
          <span className="inline-flex items-center gap-1.5">
            <CalendarPlus aria-hidden="true" className="size-4 shrink-0" />
            {t('activities.calendar.subscribe')}
          </span>
        </Link>
        {children && <div className="flex flex-wrap gap-2 sm:ml-auto">{children}</div>}
      </div>
    </div>
  );
};
