import { FIXTURE_DURATION_MINUTES, type FixturePreviewRow } from '@klubhus/domain';
import { Button, NumberField, Select, SelectItem, Spinner, Toggle } from '@klubhus/ui';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../../shell/forms/fieldErrors';
import { useActivityTypes } from '../../../activity-types/public';
import { membersQueries } from '../../../members/public';
import type { FixtureSettings } from './fixtureModel';
import { typeChoiceItem } from '../typeChoiceItem';

const durationMessages = new Set(['durationTooShort', 'durationTooLong', 'mustBeInteger', 'required']);

/** A settings field's message key (the schema's or the server's code) as the step's text. */
const messageOf = (t: TFunction, field: keyof FixtureSettings, message: string | undefined): string | undefined => {
  if (!message) return undefined;
  if (field === 'durationMinutes' && durationMessages.has(message)) {
    return t('activities.fixtureImport.settings.durationRange', FIXTURE_DURATION_MINUTES);
  }
  if (field === 'groupId' && message === 'required') return t('activities.fixtureImport.settings.groupRequired');
  if (message === 'fixtureGroupNotFound' || message === 'invalidType') {
    return t(`activities.fixtureImport.refusals.${message}`);
  }
  return messageText(t, message);
};

export interface SettingsStepProps {
  clubId: number;
  form: UseFormReturn<FixtureSettings>;
  /** The matches to import (for the summary). */
  chosen: readonly FixturePreviewRow[];
}

/**
 * 'Indstillinger': the group invited to every match (the club's groups, as the activity wizard lists them), the type
 * (Tournament/Match by default, or any type the club offers), how long each match lasts, whether the invited are told,
 * and what the import will do.
 */
export const SettingsStep = ({ clubId, form, chosen }: SettingsStepProps) => {
  const { t } = useTranslation();
  const { control } = form;
  const groups = useQuery(membersQueries.groups(clubId));
  const types = useActivityTypes(clubId);
  const [groupId, type, duration] = useWatch({ control, name: ['groupId', 'type', 'durationMinutes'] });
  const groupTitle = groups.data?.find((group) => group.userGroupId === groupId)?.title;
  const created = chosen.filter((row) => row.status === 'new').length;

  return (
    <section className="flex flex-col gap-5" aria-labelledby="fixture-settings-title">
      <h3 id="fixture-settings-title" className="text-lg font-semibold">
        {t('activities.fixtureImport.settings.title')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {groups.isPending && <Spinner aria-label={t('activities.fixtureImport.settings.groupsLoading')} />}
        {groups.isError && (
          <div role="alert" className="flex flex-col items-start gap-2 text-sm text-danger">
            {t('activities.fixtureImport.settings.groupsFailed')}
            <Button variant="secondary" size="sm" onPress={() => void groups.refetch()}>
              {t('activities.page.retry')}
            </Button>
          </div>
        )}
        {groups.isSuccess && (
          <Controller
            control={control}
            name="groupId"
            render={({ field, fieldState }) => (
              <Select
                ref={field.ref}
                label={t('activities.fixtureImport.settings.group')}
                placeholder={t('activities.fixtureImport.settings.chooseGroup')}
                isRequired
                value={field.value === null ? null : String(field.value)}
                onChange={(key) => field.onChange(Number(key))}
                onBlur={field.onBlur}
                errorMessage={messageOf(t, 'groupId', fieldState.error?.message)}
              >
                {groups.data.map((group) => (
                  <SelectItem key={group.userGroupId} id={String(group.userGroupId)} textValue={group.title}>
                    {group.title}
                  </SelectItem>
                ))}
              </Select>
            )}
          />
        )}
        <Controller
          control={control}
          name="type"
          render={({ field, fieldState }) => (
            <Select
              ref={field.ref}
              label={t('activities.fixtureImport.settings.type')}
              isRequired
              value={String(field.value)}
              onChange={(key) => field.onChange(Number(key))}
              errorMessage={messageOf(t, 'type', fieldState.error?.message)}
            >
              {types.offered.map((look) => typeChoiceItem(t, look))}
            </Select>
          )}
        />
        <Controller
          control={control}
          name="durationMinutes"
          render={({ field, fieldState }) => (
            <NumberField
              ref={field.ref}
              label={t('activities.fixtureImport.settings.duration')}
              description={t('activities.fixtureImport.settings.durationHelp')}
              isRequired
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              minValue={FIXTURE_DURATION_MINUTES.min}
              maxValue={FIXTURE_DURATION_MINUTES.max}
              rangeErrorMessage={t('activities.fixtureImport.settings.durationRange', FIXTURE_DURATION_MINUTES)}
              errorMessage={messageOf(t, 'durationMinutes', fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="sendNotification"
          render={({ field }) => (
            <Toggle
              ref={field.ref}
              className="sm:self-center"
              isSelected={field.value}
              onChange={field.onChange}
              description={t('activities.fixtureImport.settings.notifyHelp')}
            >
              {t('activities.fixtureImport.settings.notify')}
            </Toggle>
          )}
        />
      </div>
      <div className="rounded-surface bg-surface-sunken p-4 text-sm" aria-live="polite">
        <p className="font-semibold">{t('activities.fixtureImport.summary.title')}</p>
        <p>
          {t('activities.fixtureImport.summary.matches', {
            count: chosen.length,
            group: groupTitle ?? t('activities.fixtureImport.summary.noGroup'),
            type: types.lookOf(type).title,
            minutes: duration,
          })}
        </p>
        <p>
          {t('activities.fixtureImport.summary.split', {
            created,
            updated: chosen.length - created,
          })}
        </p>
      </div>
    </section>
  );
};
