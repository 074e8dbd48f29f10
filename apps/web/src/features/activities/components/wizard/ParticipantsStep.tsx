import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { InviteePicker } from '../participants/InviteePicker';
import type { WizardValues } from './wizardModel';
import { wizardMessage } from './wizardText';

export interface ParticipantsStepProps {
  clubId: number;
  form: UseFormReturn<WizardValues>;
  /** Names of the members chosen so far, by user id (the tokens show them; the search finds only some). */
  memberNames: ReadonlyMap<number, string>;
  onMemberNames: (names: ReadonlyMap<number, string>) => void;
  /** Titles of groups an activity already invites, for tokens of groups the caller may not list (another leader's). */
  groupTitles: ReadonlyMap<number, string>;
}

/**
 * 'Deltagere' (spec §2.5 "Participants step: choose groups and individual members"): the invitee picker the detail's
 * 'Invitér' uses too, bound to the wizard's form; the save sends `groupIds` and `userIds`.
 */
export const ParticipantsStep = ({ clubId, form, memberNames, onMemberNames, groupTitles }: ParticipantsStepProps) => {
  const { t } = useTranslation();
  const { control, setValue } = form;
  const groupIds = useWatch({ control, name: 'groupIds' });
  const userIds = useWatch({ control, name: 'userIds' });
  return (
    <InviteePicker
      clubId={clubId}
      groupIds={groupIds}
      userIds={userIds}
      onGroupIds={(next) => setValue('groupIds', next, { shouldDirty: true, shouldValidate: true })}
      onUserIds={(next) => setValue('userIds', next, { shouldDirty: true, shouldValidate: true })}
      memberNames={memberNames}
      onMemberNames={onMemberNames}
      groupTitles={groupTitles}
      groupError={wizardMessage(t, form.getFieldState('groupIds', form.formState).error?.message)}
      memberError={wizardMessage(t, form.getFieldState('userIds', form.formState).error?.message)}
    />
  );
};
