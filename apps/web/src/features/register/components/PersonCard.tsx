import type { ImportedUser } from '@klubhus/domain';
import { Avatar, Button, ConfirmDialog, Link, StatusPill, type StatusPillTone } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorText } from '../../../shell/forms/fieldErrors';
import { useSignupFlow } from '../flowContext';
import { childrenReadyToRegister, isChildWithoutLogin, waitsForParent } from '../flowRules';
import { useAfterCreated } from '../hooks/useFlowForms';
import { registerMutations } from '../mutations';

type Status = 'unassigned' | 'adult' | 'child' | 'ownLogin' | 'done' | 'waiting';

const tones: Record<Status, StatusPillTone> = {
  unassigned: 'neutral',
  adult: 'primary',
  child: 'primary',
  ownLogin: 'primary',
  done: 'success',
  waiting: 'warning',
};

const statusOf = (users: readonly ImportedUser[], person: ImportedUser): Status => {
  if (person.created) return 'done';
  if (!person.assigned) return 'unassigned';
  if (person.userStatus === 1) return 'adult';
  if (person.ownLogin) return 'ownLogin';
  return waitsForParent(users, person) ? 'waiting' : 'child';
};

/** A birthdate as the spec writes dates (DD-MM-YYYY). */
const shownDate = (date: string) => date.split('-').reverse().join('-');

const nameOf = (person: ImportedUser) => `${person.firstName} ${person.surname}`;

/** The type links of the spec (§2: "each is marked adult or child via links to {id}/new?type=…"). */
export const TypeLinks = ({ person }: { person: ImportedUser }) => {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <Link href={`/register/${person.id}/new?type=adult`} variant="standalone">
        {t('register.start.adult')}
      </Link>
      <Link href={`/register/${person.id}/new?type=child`} variant="standalone">
        {t('register.start.child')}
      </Link>
    </div>
  );
};

/**
 * One person of the start list (spec §2 `/register`): name, birthdate and where they stand, and what to do next:
 * mark them adult or child, create their user or log in, wait for a parent; removed after "Er du sikker?".
 */
export const PersonCard = ({ person, canRemove }: { person: ImportedUser; canRemove: boolean }) => {
  const { t } = useTranslation();
  const flow = useSignupFlow();
  const { users, accounts } = flow.state;
  const status = statusOf(users, person);
  const name = nameOf(person);
  const [isRemoving, setIsRemoving] = useState(false);
  const [error, setError] = useState<string>();
  const remove = useMutation(registerMutations.remove(flow));
  const registerChild = useMutation(registerMutations.registerChild(flow.store));
  const afterCreated = useAfterCreated();
  const ready = childrenReadyToRegister(users, accounts).find((entry) => entry.child.id === person.id);
  const parents = users.filter((user) => person.parents.includes(user.id));
  const namesOf = (people: readonly ImportedUser[]) => people.map((user) => user.firstName).join(', ');
  const parentNames = namesOf(parents);
  const headingId = `person-${person.id}`;

  const changeLinks = person.assigned && (
    <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {person.userStatus === 2 && (
        <Link href={`/register/${person.id}/new?type=child`} variant="standalone">
          {t('register.start.edit')}
        </Link>
      )}
      <Link
        href={`/register/${person.id}/new?type=${person.userStatus === 1 ? 'child' : 'adult'}`}
        variant="standalone"
      >
        {person.userStatus === 1 ? t('register.start.makeChild') : t('register.start.makeAdult')}
      </Link>
    </div>
  );

  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
      <div className="flex items-start gap-3">
        <Avatar firstName={person.firstName} surname={person.surname} size="md" isDecorative />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 id={headingId} className="font-semibold break-words">
            {name}
          </h3>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
            {person.birthdate && (
              <span className="whitespace-nowrap">
                {t('register.start.born', { date: shownDate(person.birthdate) })}
              </span>
            )}
            <StatusPill tone={tones[status]}>{t(`register.start.status.${status}`)}</StatusPill>
          </div>
        </div>
      </div>

      {(status === 'adult' || status === 'ownLogin') && (
        <Link href={`/register/${person.id}`} variant="standalone" className="w-fit">
          {status === 'adult' ? t('register.start.createOrLogin') : t('register.start.createOwn')}
        </Link>
      )}
      {isChildWithoutLogin(person) && !person.created && !ready && parentNames && (
        <p className="text-sm text-fg-muted">
          {status === 'waiting'
            ? t('register.start.waitingFor', { parents: parentNames })
            : t('register.start.parentElsewhere', { parents: namesOf(parents.filter((user) => user.created)) })}
        </p>
      )}
      {ready && (
        <Button
          size="sm"
          className="w-fit"
          isPending={registerChild.isPending}
          onPress={() =>
            registerChild.mutate(ready, {
              onSuccess: afterCreated,
              onError: (failure) => setError(formErrorText(t, failure)),
            })
          }
        >
          {t('register.start.registerNow', { name: person.firstName })}
        </Button>
      )}

      {!person.created && (
        <div className="flex flex-wrap items-end justify-between gap-2">
          {status === 'unassigned' ? (
            <div className="flex flex-col gap-1">
              <p className="text-sm">{t('register.start.markAs', { name: person.firstName })}</p>
              <TypeLinks person={person} />
            </div>
          ) : (
            changeLinks
          )}
          {canRemove && (
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('register.start.removeLabel', { name })}
              onPress={() => {
                setError(undefined);
                setIsRemoving(true);
              }}
            >
              {t('register.start.remove')}
            </Button>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <ConfirmDialog
        isOpen={isRemoving}
        onOpenChange={setIsRemoving}
        title={t('register.start.removeTitle')}
        confirmLabel={t('register.start.removeConfirm')}
        cancelLabel={t('register.start.removeCancel')}
        isDestructive
        onConfirm={async () => {
          try {
            await remove.mutateAsync(person.id);
            if (flow.store.get()?.done) afterCreated();
          } catch (failure) {
            if (!flow.onFailure(failure)) setError(formErrorText(t, failure));
          }
        }}
      >
        {t('register.start.removeBody', { name })}
      </ConfirmDialog>
    </li>
  );
};
