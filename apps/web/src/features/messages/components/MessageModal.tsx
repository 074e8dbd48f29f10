import type { BoardMessage } from '@klubhus/domain';
import { Button, LinkifiedText, Modal } from '@klubhus/ui';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MessageComments } from './MessageComments';
import { MessageMeta } from './MessageMeta';

export interface MessageModalProps {
  clubId: number;
  message: BoardMessage;
  timeZone: string;
  /** Comments are on (flag `message_comments`). */
  showComments: boolean;
  onClose: () => void;
  /** The administrators' actions; left out for a member's reading list (read-only). */
  onEdit?: (message: BoardMessage) => void;
  onDelete?: (message: BoardMessage) => void;
}

/**
 * One message whole (§2.8): its text through `LinkifiedText` (links clickable, never markup), who wrote it when and to
 * whom, its comments (by flag), and for administrators 'Rediger' and 'Slet'.
 */
export const MessageModal = ({
  clubId,
  message,
  timeZone,
  showComments,
  onClose,
  onEdit,
  onDelete,
}: MessageModalProps) => {
  const { t } = useTranslation();
  const actions = onEdit && onDelete && (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="secondary" onPress={() => onDelete(message)}>
        <Trash2 aria-hidden="true" className="size-4 shrink-0" />
        {t('messages.message.delete')}
      </Button>
      <Button onPress={() => onEdit(message)}>
        <Pencil aria-hidden="true" className="size-4 shrink-0" />
        {t('messages.message.edit')}
      </Button>
    </div>
  );
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={message.title}
      closeLabel={t('messages.message.close')}
      footer={actions}
    >
      <div className="flex w-full flex-col gap-6 lg:w-3xl">
        <div className="flex flex-col gap-3">
          <MessageMeta message={message} timeZone={timeZone} />
          <LinkifiedText text={message.message} className="break-words" />
        </div>
        {showComments && <MessageComments clubId={clubId} message={message} timeZone={timeZone} />}
      </div>
    </Modal>
  );
};
