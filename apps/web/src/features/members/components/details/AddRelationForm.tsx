import { relationKinds, relationTypes, type MemberDetails, type RelationKind } from '@klubhus/domain';
import { Button, Radio, RadioGroup, Select, SelectItem, Spinner, TextField } from '@klubhus/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../../../shell/forms/fieldErrors';
import { FormAlert } from '../../../../shell/forms/FormAlert';
import { useDebouncedValue } from '../../../../shell/lists/useDebouncedValue';
import { relationCandidates } from '../../memberActions';
import { memberMessageText, withMemberText } from '../../memberFormat';
import { relationMutations } from '../../mutations';
import { membersQueries } from '../../queries';

export interface AddRelationFormProps {
  clubId: number;
  member: MemberDetails & { userId: number };
}

interface Form {
  otherUser: number | null;
  relation: RelationKind | null;
}

/** A search asks the server once the typing pauses, and only with two letters or more (ADR 016: short terms are slow). */
const SEARCH_DELAY_MS = 300;
const SEARCH_MIN_LENGTH = 2;
/** The most matches offered; a longer list asks for a more precise search. */
const SHOWN_MATCHES = 8;

const everyone = { group: 'all', key: 'firstName', direction: 'asc' } as const;

/**
 * "Tilføj relation" (spec §3 Relation, §5): another active member of the club, found through the member
 * overview's search, and what they are to this member: child, parent or other household member (types 1, 2, 4).
 */
export const AddRelationForm = ({ clubId, member }: AddRelationFormProps) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const searching = settled.length >= SEARCH_MIN_LENGTH;
  const matches = useQuery({ ...membersQueries.page(clubId, { ...everyone, search: settled }, 0), enabled: searching });
  const candidates = relationCandidates(matches.data?.members ?? [], member).slice(0, SHOWN_MATCHES);
  const create = useMutation(relationMutations.create(clubId, member.id));
  const { control, handleSubmit, setError, reset, formState } = useForm<Form>({
    defaultValues: { otherUser: null, relation: null },
  });
  const name = `${member.firstName} ${member.surname}`;

  const onSubmit = handleSubmit(async ({ otherUser, relation }) => {
    if (otherUser === null || relation === null) return;
    try {
      await create.mutateAsync({ currentUser: member.userId, otherUser, relation: relationTypes[relation] });
      reset();
      setSearch('');
    } catch (failure) {
      showFormError(t, withMemberText(t, failure), setError, ['otherUser', 'relation'] as const, {
        onField: 'otherUser',
      });
    }
  });

  return (
    <form
      noValidate
      aria-labelledby="add-relation"
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-3 rounded-surface border border-border p-4"
    >
      <h3 id="add-relation" className="font-semibold">
        {t('members.member.relations.add')}
      </h3>
      {formState.errors.root?.server?.message && <FormAlert>{formState.errors.root.server.message}</FormAlert>}
      <TextField
        label={t('members.member.relations.search')}
        description={t('members.member.relations.searchHelp')}
        value={search}
        onChange={setSearch}
      />
      <Controller
        control={control}
        name="otherUser"
        rules={{ validate: (value) => value !== null || 'required' }}
        render={({ field, fieldState }) => (
          <div className="flex flex-col gap-2" aria-busy={matches.isFetching}>
            {searching && matches.isFetching && !matches.data && (
              <Spinner size="sm" aria-label={t('members.member.relations.searching')} />
            )}
            {searching && matches.data && candidates.length === 0 && (
              <p className="text-sm text-fg-muted">{t('members.member.relations.noMatches')}</p>
            )}
            {(candidates.length > 0 || fieldState.error) && (
              <RadioGroup
                label={t('members.member.relations.member')}
                isRequired
                value={field.value === null ? null : String(field.value)}
                onChange={(value) => field.onChange(Number(value))}
                errorMessage={memberMessageText(t, fieldState.error?.message)}
              >
                {candidates.map((candidate, index) => (
                  <Radio key={candidate.id} value={String(candidate.userId)} ref={index === 0 ? field.ref : undefined}>
                    {candidate.firstName} {candidate.surname}
                    {candidate.email && <span className="ml-2 text-sm text-fg-muted">{candidate.email}</span>}
                  </Radio>
                ))}
              </RadioGroup>
            )}
          </div>
        )}
      />
      <Controller
        control={control}
        name="relation"
        rules={{ validate: (value) => value !== null || 'required' }}
        render={({ field, fieldState }) => (
          <Select
            className="max-w-72"
            label={t('members.member.relations.type')}
            description={t('members.member.relations.typeHelp', { name })}
            placeholder={t('members.member.relations.chooseType')}
            isRequired
            items={relationKinds.map((kind) => ({ id: kind, label: t(`members.member.relations.types.${kind}`) }))}
            value={field.value}
            onChange={(key) => field.onChange(relationKinds.find((kind) => kind === key) ?? null)}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            errorMessage={memberMessageText(t, fieldState.error?.message)}
          >
            {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
          </Select>
        )}
      />
      <div>
        <Button type="submit" size="sm" isPending={create.isPending}>
          {t('members.member.relations.addButton')}
        </Button>
      </div>
    </form>
  );
};
