import type { ActivityDetail } from '@klubhus/domain';
import { Button } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { calendarMutations } from '../../mutations';
import { saveFile } from '../../../../shell/downloads/saveFile';
import { icsFileName } from './activityExport';

export interface ExportActivityButtonProps {
  clubId: number;
  activity: Pick<ActivityDetail, 'id' | 'title'>;
  /** After the file is saved, or when it could not be fetched: the detail says so. */
  onResult: (result: { ok: true; fileName: string } | { ok: false }) => void;
  className?: string;
}

/**
 * The detail's 'Eksportér' (spec §2.5 "actions: edit, copy, cancel, export"; ADR 026): this occurrence as an
 * iCalendar file, `<title>.ics`, to open in a calendar app.
 */
export const ExportActivityButton = ({ clubId, activity, onResult, className }: ExportActivityButtonProps) => {
  const { t } = useTranslation();
  const file = useMutation(calendarMutations.activityFile(clubId));
  const run = () =>
    file.mutate(activity.id, {
      onSuccess: (text) => {
        const fileName = icsFileName(activity.title);
        saveFile(new Blob([text], { type: 'text/calendar;charset=utf-8' }), fileName);
        onResult({ ok: true, fileName });
      },
      onError: () => onResult({ ok: false }),
    });
  return (
    <Button variant="secondary" className={className} isPending={file.isPending} onPress={run}>
      {t('activities.calendar.exportActivity')}
    </Button>
  );
};
