import { ApiError } from '@klubhus/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadQueries } from '../queries';

/** One line telling whether the API answers, so a visitor can tell "no app yet" from "server down". */
export const ApiStatus = () => {
  const { t } = useTranslation();
  const health = useQuery(downloadQueries.health());

  const text =
    health.status === 'pending'
      ? t('download.apiChecking')
      : health.status === 'success'
        ? t('download.apiOk')
        : health.error instanceof ApiError
          ? t('download.apiDownWithStatus', { status: health.error.status })
          : t('download.apiDown');
  const tone = { pending: 'text-fg-muted', success: 'text-success', error: 'text-danger' }[health.status];

  return (
    <p role="status" className="text-sm" data-state={health.status}>
      <span className="text-fg-muted">{t('download.apiStatus')}: </span>
      <span className={`font-semibold ${tone}`}>{text}</span>
    </p>
  );
};
