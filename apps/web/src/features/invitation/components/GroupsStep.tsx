import { Button } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { formErrorText } from '../../../shell/forms/fieldErrors';
import { initialGroupIds } from '../flowRules';
import { invitationStoreOf, type InvitationState } from '../flowState';
import { invitationMutations } from '../mutations';
import { GroupPicker } from './GroupPicker';
import { InvitationLayout } from './InvitationLayout';

export interface GroupsStepProps {
  state: InvitationState;
  progress: { step: number; count: number };
  focusTitle: boolean;
  /** Takes the failures the whole flow handles (its session ended); answers whether it took it. */
  onFailure: (error: unknown) => boolean;
}

/**
 * Step 2 after a login (spec §2 "groups"): the groups to ask to join, the link's own ticked at the start (ADR 019);
 * inline under 5 groups, else behind "Se grupper". Going on without any is allowed.
 */
export const GroupsStep = ({ state, progress, focusTitle, onFailure }: GroupsStepProps) => {
  const { t } = useTranslation();
  const { club } = state;
  const [groupIds, setGroupIds] = useState(() => initialGroupIds(club));
  const [error, setError] = useState<string>();
  const requestGroups = useMutation(invitationMutations.requestGroups(invitationStoreOf(window.localStorage)));
  const submit = () => {
    setError(undefined);
    requestGroups.mutate([{ groupIds }], {
      onError: (failure) => {
        if (!onFailure(failure)) setError(formErrorText(t, failure));
      },
    });
  };
  return (
    <InvitationLayout title={t('invitation.groups.title')} club={club} progress={progress} focusTitle={focusTitle}>
      <p className="-mt-2 text-fg-muted">{t('invitation.groups.intro', { club: club.name })}</p>
      {error && <FormAlert>{error}</FormAlert>}
      <GroupPicker
        club={club}
        value={groupIds}
        onChange={setGroupIds}
        label={t('invitation.groups.label')}
        showLabel={t('invitation.groups.show')}
      />
      <Button size="lg" className="w-full" onPress={submit} isPending={requestGroups.isPending}>
        {groupIds.length > 0 ? t('invitation.groups.submit') : t('invitation.groups.skip')}
      </Button>
    </InvitationLayout>
  );
};
