import type { GroupOverviewItem } from '@klubhus/domain';
import { Button } from '@klubhus/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateMemberModal } from './CreateMemberModal';

export interface CreateMemberButtonProps {
  clubId: number;
  /** The group the screen lists: the new member goes into it. */
  group: GroupOverviewItem | undefined;
  /** After a member was created (and maybe invited): what to announce. */
  onDone: (message: string) => void;
}

/** "Opret medlem" in the members toolbar (administrators; spec document 1 §2). */
export const CreateMemberButton = ({ clubId, group, onDone }: CreateMemberButtonProps) => {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button size="sm" onPress={() => setIsOpen(true)}>
        {t('members.create.button')}
      </Button>
      {isOpen && (
        <CreateMemberModal
          clubId={clubId}
          group={group}
          onClose={() => setIsOpen(false)}
          onDone={(message) => {
            setIsOpen(false);
            onDone(message);
          }}
        />
      )}
    </>
  );
};
