import { Button, Modal } from '@klubhus/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarAddress } from './CalendarAddress';
import { clubCalendarUrl } from './calendarLinks';
import { PersonalCalendar } from './PersonalCalendar';

export interface CalendarLinksModalProps {
  clubId: number;
  onClose: () => void;
  /**
   * The origin the club's address is resolved against: the page's own by default. Stories fix it, so that their
   * picture does not change with the port the harness happens to serve them on.
   */
  origin?: string;
}

/**
 * 'Eksportér til kalender' (spec §2.5 "export-to-calendar button (an iCal link for the club)"; issue 23): the club's
 * feed of its public activities, which anyone may subscribe to, and the caller's personal feed of their own
 * invitations. Each with 'Kopiér link' and 'Abonnér i din kalender' (`webcal:`).
 */
export const CalendarLinksModal = ({ clubId, onClose, origin }: CalendarLinksModalProps) => {
  const { t } = useTranslation();
  const clubHeadingId = useId();
  const personalId = useId();
  const [clubAddress] = useState(() => clubCalendarUrl(clubId, origin));
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('activities.calendar.title')}
      closeLabel={t('activities.calendar.close')}
      footer={<Button onPress={onClose}>{t('activities.calendar.close')}</Button>}
    >
      <div className="flex flex-col gap-6 sm:w-xl">
        <p className="text-fg-muted">{t('activities.calendar.intro')}</p>
        <section aria-labelledby={clubHeadingId} className="flex flex-col gap-3">
          <h3 id={clubHeadingId} className="text-base font-semibold">
            {t('activities.calendar.clubTitle')}
          </h3>
          <CalendarAddress
            label={t('activities.calendar.clubLink')}
            address={clubAddress}
            description={t('activities.calendar.clubHelp')}
          />
        </section>
        <section aria-labelledby={personalId} className="flex flex-col gap-3 border-t border-border pt-4">
          <div>
            <h3 id={personalId} className="text-base font-semibold">
              {t('activities.calendar.personalTitle')}
            </h3>
            <p className="text-sm text-fg-muted">{t('activities.calendar.personalHelp')}</p>
          </div>
          <PersonalCalendar clubId={clubId} />
        </section>
      </div>
    </Modal>
  );
};
