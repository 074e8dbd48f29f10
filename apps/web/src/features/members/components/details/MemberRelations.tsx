import { relationKindOf, type MemberDetails, type MemberRelation } from '@klubhus/domain';
import { Button, ConfirmDialog } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorText } from '../../../../shell/forms/fieldErrors';
import { FormAlert } from '../../../../shell/forms/FormAlert';
import { withMemberText } from '../../memberFormat';
import { relationMutations } from '../../mutations';
import { AddRelationForm } from './AddRelationForm';

export interface MemberRelationsProps {
  clubId: number;
  member: MemberDetails;
  /** Administrators, for an active member: add and remove relations. */
  mayRelate: boolean;
}

const otherName = (relation: MemberRelation) => `${relation.relatedUser.firstName} ${relation.relatedUser.surName}`;

/**
 * The member's relations in this club (spec §3 Relation, §5; spec §2 "member relations"): each related member
 * as this member's child, parent or other household member; an administrator removes one after "Er du sikker?"
 * and adds one between two active members.
 */
export const MemberRelations = ({ clubId, member, mayRelate }: MemberRelationsProps) => {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<MemberRelation>();
  const [error, setError] = useState<string>();
  const remove = useMutation(relationMutations.remove(clubId, member.id));
  const name = `${member.firstName} ${member.surname}`;

  return (
    <div className="flex flex-col gap-4">
      {error && <FormAlert>{error}</FormAlert>}
      {member.relations.length === 0 ? (
        <p className="text-fg-muted">{t('members.member.relations.empty')}</p>
      ) : (
        <ul
          aria-label={t('members.member.tabs.relations')}
          className="flex flex-col divide-y divide-border rounded-surface border border-border"
        >
          {member.relations.map((relation) => {
            const kind = relationKindOf(relation.relationType) ?? 'household';
            return (
              <li key={relation.userUserMapId} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <span>
                  {otherName(relation)}
                  <span className="ml-2 text-sm text-fg-muted">{t(`members.member.relations.types.${kind}`)}</span>
                </span>
                {mayRelate && (
                  <Button
                    size="sm"
                    variant="secondary"
                    onPress={() => {
                      setError(undefined);
                      setRemoving(relation);
                    }}
                  >
                    {t('members.member.relations.remove')} <span className="sr-only">{otherName(relation)}</span>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {/* Relations are between active members: an inactive one has no account yet (spec §5, ADR 017). */}
      {member.status !== 'active' && <p className="text-sm text-fg-muted">{t('members.member.relations.inactive')}</p>}
      {mayRelate && member.userId !== null && (
        <AddRelationForm clubId={clubId} member={{ ...member, userId: member.userId }} />
      )}
      <ConfirmDialog
        isOpen={removing !== undefined}
        onOpenChange={(isOpen) => !isOpen && setRemoving(undefined)}
        title={t('members.groupPanel.confirmTitle')}
        confirmLabel={t('members.member.relations.removeConfirm')}
        cancelLabel={t('members.groupPanel.no')}
        isDestructive
        onConfirm={async () => {
          if (!removing || member.userId === null) return;
          try {
            await remove.mutateAsync({ userUserMapId: removing.userUserMapId, userId: member.userId });
          } catch (failure) {
            setError(formErrorText(t, withMemberText(t, failure)));
          }
        }}
      >
        {removing && t('members.member.relations.removeText', { name, other: otherName(removing) })}
      </ConfirmDialog>
    </div>
  );
};
