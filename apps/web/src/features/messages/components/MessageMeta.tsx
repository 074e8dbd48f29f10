import type { BoardMessage } from '@klubhus/domain';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../messageText';

/** Who wrote a message, when (in the club's zone), and to whom (§2.8): 'Alle medlemmer' or its groups. */
export const MessageMeta = ({ message, timeZone }: { message: BoardMessage; timeZone: string }) => {
  const { t, i18n } = useTranslation();
  const author = message.author
    ? `${message.author.firstName} ${message.author.surname}`
    : t('messages.message.formerUser');
  const targets = message.allMembers
    ? t('messages.message.allMembers')
    : message.groups.map((group) => group.title).join(', ');
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-fg-muted">
      <time dateTime={message.createdAt}>{formatInstant(message.createdAt, timeZone, i18n.language)}</time>
      <span>{t('messages.message.by', { name: author })}</span>
      <span>{t('messages.message.to', { groups: targets })}</span>
    </p>
  );
};
