import { Avatar, Button } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../memberFormat';

export interface RequestRowProps {
  firstName: string;
  surname: string;
  email: string | null;
  imageUrl?: string | null;
  /** What is asked for, under the name ("U11 piger"); none for a club request. */
  detail?: string;
  requestedAt: string;
  approveLabel: string;
  isBusy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** One request: who asks, for what and since when, with the two answers (named with the person for a screen reader). */
export const RequestRow = ({
  firstName,
  surname,
  email,
  imageUrl,
  detail,
  requestedAt,
  approveLabel,
  isBusy,
  onApprove,
  onReject,
}: RequestRowProps) => {
  const { t } = useTranslation();
  const name = `${firstName} ${surname}`;
  // The buttons name the request, so that "Godkend" of one row is told from the next one's.
  const which = detail ? `${name}, ${detail}` : name;
  return (
    <li className="flex flex-wrap items-center gap-3 px-3 py-2">
      <Avatar size="md" firstName={firstName} surname={surname} src={imageUrl ?? undefined} isDecorative />
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="font-medium">{name}</span>
        <span className="truncate text-sm text-fg-muted">
          {[detail, email, t('members.requests.requestedAt', { date: formatDay(requestedAt) })]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </div>
      <span className="flex gap-2">
        <Button size="sm" onPress={onApprove} isPending={isBusy}>
          {approveLabel} <span className="sr-only">{which}</span>
        </Button>
        <Button size="sm" variant="secondary" onPress={onReject} isDisabled={isBusy}>
          {t('members.requests.reject')} <span className="sr-only">{which}</span>
        </Button>
      </span>
    </li>
  );
};
