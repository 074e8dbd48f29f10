import { Button, Checkbox, Spinner } from '@klubhus/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFlag } from '../../../../shell/FlagsContext';
import { calendarQueries } from '../../queries';
import type { WizardContext, WizardValues } from '../wizard/wizardModel';
import { wizardMessage } from '../wizard/wizardText';

export interface SharedCalendarsSectionProps {
  form: UseFormReturn<WizardValues>;
  context: WizardContext;
}

/**
 * Whether the activity will have a cover once saved: a new one chosen, the stored one kept (edit), or the source's
 * (a copy takes its source's cover unless another is chosen, ADR 022).
 */
const hasCover = (context: WizardContext, coverImage: string | null, removeCover: boolean): boolean => {
  if (coverImage !== null) return true;
  const { mode } = context;
  return mode.kind !== 'create' && mode.activity.coverImageUrl !== null && !removeCover;
};

/** The hints of §2.7 for what sharing still needs, in the spec's words ('Kræver coverbillede', 'Kræver beskrivelse'). */
export const sharingHints = (cover: boolean, description: string): ('needsCover' | 'needsDescription')[] => [
  ...(cover ? [] : (['needsCover'] as const)),
  ...(description.trim() === '' ? (['needsDescription'] as const) : []),
];

/**
 * 'Del i offentlig kalender' (spec §2.7; ADR 026), behind the `calendar_sharing` flag: one box per shared calendar the
 * deployment offers (none: no section). A ticked box says what sharing still needs — a cover image, a description —
 * as the server will refuse without them ('Kræver coverbillede' under the cover, 'Kræver beskrivelse' under the
 * description); the club's VAT number only the server knows, and its refusal shows here.
 */
export const SharedCalendarsSection = ({ form, context }: SharedCalendarsSectionProps) => {
  const isOn = useFlag('calendar_sharing');
  return isOn ? <SharedCalendarChoices form={form} context={context} /> : null;
};

const SharedCalendarChoices = ({ form: { control }, context }: SharedCalendarsSectionProps) => {
  const { t } = useTranslation();
  const headingId = useId();
  const calendars = useQuery(calendarQueries.sharedCalendars(context.clubId));
  const [coverImage, removeCover, description] = useWatch({
    control,
    name: ['coverImage', 'removeCover', 'description'],
  });
  const hints = sharingHints(hasCover(context, coverImage, removeCover), description);

  if (calendars.isSuccess && calendars.data.length === 0) return null;
  let body;
  if (calendars.isPending) body = <Spinner aria-label={t('activities.sharing.loading')} />;
  else if (calendars.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm text-danger">
        {t('activities.sharing.failed')}
        <Button variant="secondary" size="sm" onPress={() => void calendars.refetch()}>
          {t('activities.sharing.retry')}
        </Button>
      </div>
    );
  } else {
    body = (
      <Controller
        control={control}
        name="sharedCalendarExportInfoIds"
        render={({ field, fieldState }) => (
          <div className="flex flex-col gap-2">
            <ul aria-labelledby={headingId} className="flex flex-col gap-3">
              {calendars.data.map((calendar, index) => {
                const isSelected = field.value.includes(calendar.Id);
                return (
                  <li key={calendar.Id}>
                    <Checkbox
                      ref={index === 0 ? field.ref : undefined}
                      isSelected={isSelected}
                      onChange={(on) =>
                        field.onChange(
                          on ? [...field.value, calendar.Id] : field.value.filter((id) => id !== calendar.Id),
                        )
                      }
                      description={
                        isSelected && hints.length > 0
                          ? hints.map((hint) => t(`activities.sharing.${hint}`)).join(' · ')
                          : undefined
                      }
                    >
                      {calendar.Name}
                    </Checkbox>
                  </li>
                );
              })}
            </ul>
            {fieldState.error && <p className="text-sm text-danger">{wizardMessage(t, fieldState.error.message)}</p>}
          </div>
        )}
      />
    );
  }

  return (
    <section className="flex flex-col gap-4 border-t border-border pt-4">
      <div>
        <h3 id={headingId} className="text-base font-semibold text-fg">
          {t('activities.sharing.title')}
        </h3>
        <p className="text-sm text-fg-muted">{t('activities.sharing.help')}</p>
      </div>
      {body}
    </section>
  );
};
