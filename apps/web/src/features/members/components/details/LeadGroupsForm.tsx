import { memberRole, memberTypeOf, type GroupOverviewItem, type MemberDetails } from '@klubhus/domain';
import { Checkbox } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../../../shell/forms/fieldErrors';
import { FormAlert } from '../../../../shell/forms/FormAlert';
import { groupMenuEntries } from '../../groupTree';
import { roleSteps } from '../../memberActions';
import { memberMessageText, withMemberText } from '../../memberFormat';
import { memberMutations, membersMutations } from '../../mutations';

/** The id the modal's footer submits. */
export const LEAD_GROUPS_FORM = 'lead-groups-form';

export interface LeadGroupsFormProps {
  clubId: number;
  member: MemberDetails;
  /** The groups the administrator may choose from. */
  targets: readonly GroupOverviewItem[];
  onSaved: () => void;
}

interface Form {
  groups: number[];
}

const toggle = (list: readonly number[], id: number, on: boolean) =>
  on ? [...list, id] : list.filter((item) => item !== id);

/**
 * "Which groups to lead" (spec §4: "Changing a member to group leader asks which groups to lead"), after the
 * confirmation: an administrator demoted to group leader loses the role first; then the groups to lead are set in
 * one `PATCH …/groups?leader=true`, which also makes a plain member a group leader (ADR 016/017).
 */
export const LeadGroupsForm = ({ clubId, member, targets, onSaved }: LeadGroupsFormProps) => {
  const { t } = useTranslation();
  const setGroups = useMutation(membersMutations.setGroups(clubId));
  const setRole = useMutation(memberMutations.setRole(clubId, member.id));
  const { control, handleSubmit, setError, formState } = useForm<Form>({
    defaultValues: { groups: member.groups.filter((group) => group.isLeader).map((group) => group.id) },
  });
  const entries = groupMenuEntries(targets);

  const onSubmit = handleSubmit(async ({ groups }) => {
    try {
      if (member.userId !== null && roleSteps(memberRole(member.type), 'leader').includes('role')) {
        await setRole.mutateAsync({ userId: member.userId, type: memberTypeOf('leader') });
      }
      const sorted = [...groups].sort((a, b) => a - b);
      await setGroups.mutateAsync({ changes: [{ memberId: member.id, groups: sorted, leader: true }] });
      onSaved();
    } catch (failure) {
      showFormError(t, withMemberText(t, failure), setError, ['groups'] as const, { onField: 'groups' });
    }
  });

  return (
    <form id={LEAD_GROUPS_FORM} noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      {formState.errors.root?.server?.message && <FormAlert>{formState.errors.root.server.message}</FormAlert>}
      <p className="text-sm text-fg-muted">{t('members.member.lead.help')}</p>
      <Controller
        control={control}
        name="groups"
        rules={{ validate: (groups) => groups.length > 0 || 'leadNone' }}
        render={({ field, fieldState }) => {
          const message = fieldState.error?.message;
          const text = message === 'leadNone' ? t('members.member.lead.none') : memberMessageText(t, message);
          return (
            <fieldset className="flex flex-col gap-2" aria-describedby={text ? 'lead-groups-error' : undefined}>
              <legend className="mb-2 font-semibold">{t('members.member.lead.groups')}</legend>
              {entries.length === 0 && <p className="text-sm text-fg-muted">{t('members.member.noGroups')}</p>}
              {entries.map(({ group, depth }) => (
                <div key={group.userGroupId} style={{ paddingInlineStart: `${depth * 1.25}rem` }}>
                  <Checkbox
                    isSelected={field.value.includes(group.userGroupId)}
                    onChange={(on) => field.onChange(toggle(field.value, group.userGroupId, on))}
                  >
                    {group.title}
                  </Checkbox>
                </div>
              ))}
              {text && (
                <p id="lead-groups-error" role="alert" className="text-sm text-danger">
                  {text}
                </p>
              )}
            </fieldset>
          );
        }}
      />
    </form>
  );
};
