import { Avatar, Button, Foldable } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { formErrorText } from '../../../shell/forms/fieldErrors';
import { initialGroupIds, shownDate } from '../flowRules';
import { invitationStoreOf, type InvitationState } from '../flowState';
import { invitationMutations } from '../mutations';
import { AddChildForm } from './AddChildForm';
import { GroupPicker } from './GroupPicker';
import { InvitationLayout } from './InvitationLayout';

interface Person {
  /** `you`, or the child's user id. */
  key: string;
  /** The child's user id; none for the visitor (groups/request asks for the caller). */
  userId?: number;
  firstName: string;
  surname: string;
  note: string;
}

export interface UsersStepProps {
  state: InvitationState;
  progress: { step: number; count: number };
  focusTitle: boolean;
  /** Takes the failures the whole flow handles (its session ended); answers whether it took it. */
  onFailure: (error: unknown) => boolean;
}

/**
 * Step 2 after creating an account (spec §2 "users"): the new member and their children, each with the groups to
 * ask to join (the link's own ticked at the start, ADR 019), and "Tilføj et barn". It ends with download.
 */
export const UsersStep = ({ state, progress, focusTitle, onFailure }: UsersStepProps) => {
  const { t } = useTranslation();
  const { club, account, children } = state;
  const store = invitationStoreOf(window.localStorage);
  const hasGroups = club.groups.length > 0;
  const [chosen, setChosen] = useState<Record<string, number[]>>({});
  const [error, setError] = useState<string>();
  const requestGroups = useMutation(invitationMutations.requestGroups(store));
  const people: Person[] = [
    { key: 'you', firstName: account.user.firstName, surname: account.user.surname, note: t('invitation.users.you') },
    ...children.map((child) => ({
      key: String(child.userId),
      userId: child.userId,
      firstName: child.firstName,
      surname: child.surname,
      note: child.birthdate
        ? `${t('invitation.users.child')} · ${t('invitation.users.born', { date: shownDate(child.birthdate) })}`
        : t('invitation.users.child'),
    })),
  ];
  const groupsOf = (person: Person) => chosen[person.key] ?? initialGroupIds(club);
  const anyChosen = hasGroups && people.some((person) => groupsOf(person).length > 0);

  const submit = () => {
    setError(undefined);
    requestGroups.mutate(
      people.map((person) => ({ userId: person.userId, groupIds: hasGroups ? groupsOf(person) : [] })),
      {
        onError: (failure) => {
          if (!onFailure(failure)) setError(formErrorText(t, failure));
        },
      },
    );
  };

  return (
    <InvitationLayout title={t('invitation.users.title')} club={club} progress={progress} focusTitle={focusTitle}>
      <p className="-mt-2 text-fg-muted">
        {hasGroups
          ? t('invitation.users.intro', { club: club.name })
          : t('invitation.users.introNoGroups', { club: club.name })}
      </p>
      <ul className="flex flex-col gap-3">
        {people.map((person) => {
          const name = `${person.firstName} ${person.surname}`;
          return (
            <li key={person.key} className="flex flex-col gap-4 rounded-surface border border-border p-4">
              <div className="flex items-center gap-3">
                <Avatar firstName={person.firstName} surname={person.surname} size="lg" isDecorative />
                <div className="min-w-0">
                  <h2 className="font-semibold break-words">{name}</h2>
                  <p className="text-sm text-fg-muted">{person.note}</p>
                </div>
              </div>
              {hasGroups && (
                <GroupPicker
                  club={club}
                  value={groupsOf(person)}
                  onChange={(ids) => setChosen((current) => ({ ...current, [person.key]: ids }))}
                  label={t('invitation.groups.labelFor', { name: person.firstName })}
                  showLabel={t('invitation.groups.showFor', { name: person.firstName })}
                />
              )}
            </li>
          );
        })}
      </ul>
      <Foldable
        title={t('invitation.users.addChild')}
        headingLevel={2}
        defaultExpanded={children.length === 0 && !hasGroups}
        className="rounded-surface border border-border"
      >
        <AddChildForm store={store} clubName={club.name} onFailure={onFailure} />
      </Foldable>
      {error && <FormAlert>{error}</FormAlert>}
      <Button size="lg" className="w-full" onPress={submit} isPending={requestGroups.isPending}>
        {anyChosen ? t('invitation.users.submit') : t('invitation.users.continue')}
      </Button>
    </InvitationLayout>
  );
};
