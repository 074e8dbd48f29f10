import {
  activityFieldRules,
  activityImageTypes,
  earliestStart,
  textLimits,
  wallTime,
  type ActivityPerson,
} from '@klubhus/domain';
import {
  Button,
  DateTimePicker,
  FileDrop,
  IconButton,
  ImageUpload,
  Link,
  MemberPickerList,
  NumberField,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  TextArea,
  Toggle,
  formatDateTime,
} from '@klubhus/ui';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Controller, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MessageMapping } from '../../../../shell/forms/BoundTextField';
import { FormTextField } from '../../../../shell/forms/FormTextField';
import { useActivityTypes, type ActivityTypeLook } from '../../../activity-types/public';
import { activitiesQueries } from '../../queries';
import { SharedCalendarsSection } from '../calendar/SharedCalendarsSection';
import {
  coHostsOffered,
  endAfterMove,
  imagesPickable,
  repeatUntilFor,
  seriesCount,
  type WallTime,
  type WizardContext,
  type WizardValues,
} from './wizardModel';
import { wizardMessage, type FieldTextKey } from './wizardText';
import { typeChoiceItem } from '../typeChoiceItem';

export interface DetailsStepProps {
  form: UseFormReturn<WizardValues>;
  context: WizardContext;
  /** Images picked to upload after the save (§2.5), at most `imagesPickable` of them. */
  images: File[];
  onImagesChange: (images: File[]) => void;
  /** Edit: 'Rediger inviterede' opens the participants step. */
  onEditInvited?: () => void;
}

interface SectionProps {
  form: UseFormReturn<WizardValues>;
  context: WizardContext;
}

/** The details' texts (`activities.wizard.fields.<key>`). */
const useFieldText = () => {
  const { t } = useTranslation();
  return { t, text: (key: FieldTextKey) => t(`activities.wizard.fields.${key}`) };
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="flex flex-col gap-4 border-t border-border pt-4 first:border-t-0 first:pt-0">
    <h3 className="text-base font-semibold text-fg">{title}</h3>
    {children}
  </section>
);

const FieldError = ({ message }: { message: string | undefined }) =>
  message ? <p className="text-sm text-danger">{message}</p> : null;

/** A text field's `maxLength` with its number ("Må højst være på 200 tegn"). */
const lengthMessage =
  (limit: number): MessageMapping =>
  (message) =>
    message === 'maxLength' ? { key: 'maxCharacters', params: { maxCharacters: { count: limit } } } : { key: message };

/** The picker texts and "now" every date-time field of the step shares. */
const usePickerTexts = ({ now, timeZone }: WizardContext) => {
  const { text } = useFieldText();
  return {
    now: wallTime(now, timeZone),
    calendarButtonLabel: text('calendar.open'),
    previousMonthLabel: text('calendar.previous'),
    nextMonthLabel: text('calendar.next'),
  };
};

/** The field rules of §5 for the values now (`activityFieldRules`); an edit's amount is the stored one. */
const useFieldRules = (control: Control<WizardValues>, context: WizardContext) => {
  const [amount, limit, forcedParticipation] = useWatch({ control, name: ['amount', 'limit', 'forcedParticipation'] });
  const stored = context.mode.kind === 'edit' ? context.mode.activity.amount : null;
  return activityFieldRules({
    // Only whether each is set matters here.
    amount: context.mode.kind === 'edit' ? stored : amount.trim() === '' ? null : 0,
    limit: limit.trim() === '' ? null : 0,
    forcedParticipation,
  });
};

/**
 * The types the details offer (ADR 024): the club's visible ones; an edited activity whose type has been removed
 * since keeps it as its choice (the server lets an edit keep it), marked as no longer in use. A copy of such an
 * activity starts without a type (`ActivityWizard`): a new activity takes a visible one.
 */
const useTypeChoices = ({ clubId, mode }: WizardContext): ActivityTypeLook[] => {
  const { offered, lookOf } = useActivityTypes(clubId);
  const kept = mode.kind === 'edit' ? mode.activity.type : null;
  return kept === null || offered.some((look) => look.id === kept) ? offered : [...offered, lookOf(kept)];
};

const AboutSection = ({ form: { control }, context }: SectionProps) => {
  const { t, text } = useFieldText();
  const choices = useTypeChoices(context);
  return (
    <Section title={text('sections.about')}>
      <div className="grid gap-4 sm:grid-cols-[14rem_1fr]">
        <Controller
          control={control}
          name="type"
          render={({ field, fieldState }) => (
            <Select
              label={text('type')}
              isRequired
              value={field.value === null ? null : String(field.value)}
              onChange={(key) => field.onChange(Number(key))}
              onBlur={field.onBlur}
              ref={field.ref}
              errorMessage={wizardMessage(t, fieldState.error?.message, 'type')}
            >
              {choices.map((look) => typeChoiceItem(t, look))}
            </Select>
          )}
        />
        <FormTextField
          control={control}
          name="title"
          label={text('title')}
          isRequired
          autoComplete="off"
          mapMessage={lengthMessage(textLimits.title)}
        />
      </div>
      <FormTextField
        control={control}
        name="location"
        label={text('location')}
        isOptional
        autoComplete="off"
        mapMessage={lengthMessage(textLimits.line)}
      />
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <TextArea
            label={text('description')}
            maxLength={textLimits.activityDescription}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            errorMessage={wizardMessage(t, fieldState.error?.message, 'description')}
          />
        )}
      />
    </Section>
  );
};

/** §5 "the number of days … plus 1": said live, as the dates change. */
const SeriesCount = ({ control, timeZone }: { control: Control<WizardValues>; timeZone: string }) => {
  const { t } = useTranslation();
  const values = useWatch({ control, name: ['start', 'recurring', 'recurringUntill'] });
  const [start, recurring, recurringUntill] = values;
  const count = seriesCount({ start, recurring, recurringUntill } as WizardValues, timeZone);
  return (
    <p role="status" className="text-sm text-fg-muted">
      {t('activities.wizard.fields.recurringCount', { count })}
    </p>
  );
};

const WhenSection = ({ form, context }: SectionProps) => {
  const { t, text } = useFieldText();
  const { control, setValue, getValues } = form;
  const { mode, timeZone, now } = context;
  const [start, recurring] = useWatch({ control, name: ['start', 'recurring'] });
  const pickerTexts = usePickerTexts(context);
  // The repeat-until follows the start until the user sets it (§9: a week later at 12:00).
  const untilChosen = useRef(mode.kind === 'edit');

  const earliest = wallTime(earliestStart(now, timeZone), timeZone);
  // An edit whose stored start is already before yesterday (a running multi-day event) keeps it selectable.
  const keepsEarlier = mode.kind === 'edit' && wallTime(new Date(mode.activity.start), timeZone).compare(earliest) < 0;

  const moveStart = (next: WallTime | null, onChange: (value: WallTime | null) => void) => {
    const before = getValues();
    onChange(next);
    if (!next) return;
    // §2.5: the end follows the start, keeping the length (and never before it).
    setValue('end', endAfterMove(before.start, before.end, next), { shouldDirty: true });
    if (!untilChosen.current) setValue('recurringUntill', repeatUntilFor(next), { shouldDirty: true });
  };

  let series;
  if (mode.kind === 'edit') {
    // The repetition is fixed once made (ADR 022): an edit shows it.
    const { activity } = mode;
    series = activity.isRecurring && (
      <p className="text-sm text-fg-muted">
        {t('activities.wizard.fields.series', {
          repeat: text(activity.recurring === 2 ? 'repeat.2' : 'repeat.1'),
          until: activity.recurringUntill ? formatDateTime(wallTime(new Date(activity.recurringUntill), timeZone)) : '',
          count: activity.recurringTimes,
        })}
      </p>
    );
  } else {
    series = (
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="recurring"
          rules={{ deps: ['recurringUntill'] }}
          render={({ field, fieldState }) => (
            <Select
              label={text('recurring')}
              value={String(field.value)}
              onChange={(key) => field.onChange(Number(key))}
              onBlur={field.onBlur}
              ref={field.ref}
              errorMessage={wizardMessage(t, fieldState.error?.message)}
            >
              {(['0', '1', '2'] as const).map((option) => (
                <SelectItem key={option} id={option}>
                  {text(`repeat.${option}`)}
                </SelectItem>
              ))}
            </Select>
          )}
        />
        {recurring !== 0 && (
          <div className="flex flex-col gap-1.5">
            <Controller
              control={control}
              name="recurringUntill"
              render={({ field, fieldState }) => (
                <DateTimePicker
                  {...pickerTexts}
                  label={text('recurringUntill')}
                  isRequired
                  value={field.value}
                  onChange={(next) => {
                    untilChosen.current = true;
                    field.onChange(next);
                  }}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  minValue={start ?? undefined}
                  rangeErrorMessage={t('activities.wizard.messages.repeatUntilBeforeStart')}
                  errorMessage={wizardMessage(t, fieldState.error?.message)}
                />
              )}
            />
            <SeriesCount control={control} timeZone={timeZone} />
          </div>
        )}
      </div>
    );
  }

  return (
    <Section title={text('sections.when')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="start"
          rules={{ deps: ['end', 'deadline', 'recurringUntill'] }}
          render={({ field, fieldState }) => (
            <DateTimePicker
              {...pickerTexts}
              label={text('start')}
              isRequired
              value={field.value}
              onChange={(next) => moveStart(next, field.onChange)}
              onBlur={field.onBlur}
              ref={field.ref}
              minValue={keepsEarlier ? undefined : earliest}
              rangeErrorMessage={t('activities.refusals.startTooEarly')}
              errorMessage={wizardMessage(t, fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="end"
          render={({ field, fieldState }) => (
            <DateTimePicker
              {...pickerTexts}
              label={text('end')}
              isRequired
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              minValue={start ?? undefined}
              rangeErrorMessage={t('activities.wizard.messages.endBeforeStart')}
              errorMessage={wizardMessage(t, fieldState.error?.message)}
            />
          )}
        />
      </div>
      {series}
    </Section>
  );
};

const SignUpSection = ({ form, context }: SectionProps) => {
  const { t, text } = useFieldText();
  const { control, setValue } = form;
  const [start, deadline] = useWatch({ control, name: ['start', 'deadline'] });
  const rules = useFieldRules(control, context);
  const pickerTexts = usePickerTexts(context);
  return (
    <Section title={text('sections.signUp')}>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="deadline"
          rules={{ deps: ['twoDaysReminder'] }}
          render={({ field, fieldState }) => (
            <DateTimePicker
              {...pickerTexts}
              label={text('deadline')}
              isRequired={rules.deadlineRequired}
              description={rules.deadlineRequired ? text('deadlineRequired') : undefined}
              value={field.value}
              onChange={(next) => {
                field.onChange(next);
                // §5 "Deadline reminder only with a deadline".
                if (!next) setValue('twoDaysReminder', false, { shouldDirty: true });
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              maxValue={start ?? undefined}
              rangeErrorMessage={t('activities.wizard.messages.deadlineAfterStart')}
              errorMessage={wizardMessage(t, fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="twoDaysReminder"
          render={({ field, fieldState }) => (
            <div className="flex flex-col gap-1 sm:mt-7">
              <Toggle
                isSelected={field.value}
                onChange={field.onChange}
                ref={field.ref}
                isDisabled={deadline === null}
                description={deadline === null ? text('reminderBlocked') : undefined}
              >
                {text('twoDaysReminder')}
              </Toggle>
              <FieldError message={wizardMessage(t, fieldState.error?.message)} />
            </div>
          )}
        />
        {rules.limitShown && (
          <Controller
            control={control}
            name="limit"
            rules={{ deps: ['forcedParticipation'] }}
            render={({ field, fieldState }) => (
              <NumberField
                label={text('limit')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                errorMessage={wizardMessage(t, fieldState.error?.message)}
                notANumberMessage={t('validation.mustBeInteger')}
              />
            )}
          />
        )}
        <Controller
          control={control}
          name="forcedParticipation"
          render={({ field, fieldState }) => {
            // Closed while an amount or a limit is set; one already on can always be turned off.
            const blocked = !rules.forcedParticipationAllowed && !field.value;
            return (
              <div className={['flex flex-col gap-1', rules.limitShown ? 'sm:mt-7' : ''].join(' ')}>
                <Toggle
                  isSelected={field.value}
                  onChange={field.onChange}
                  ref={field.ref}
                  isDisabled={blocked}
                  description={blocked ? text('forcedBlocked') : text('forcedHelp')}
                >
                  {text('forcedParticipation')}
                </Toggle>
                <FieldError message={wizardMessage(t, fieldState.error?.message)} />
              </div>
            );
          }}
        />
      </div>
    </Section>
  );
};

const personName = (person: ActivityPerson) => `${person.firstName} ${person.surname}`;

/** The candidates with the stored people of an activity that are no longer among them (a former group leader). */
const withStored = (candidates: readonly ActivityPerson[], stored: readonly (ActivityPerson | null)[]) => {
  const missing = stored.filter(
    (person): person is ActivityPerson =>
      person !== null && !candidates.some((candidate) => candidate.userId === person.userId),
  );
  return [...candidates, ...missing];
};

const OrganisersSection = ({ form, context }: SectionProps) => {
  const { t, text } = useFieldText();
  const { control } = form;
  const { mode, paymentAgreement } = context;
  const amount = useWatch({ control, name: 'amount' });
  const candidates = useQuery(activitiesQueries.candidates(context.clubId));
  const stored = mode.kind === 'create' ? null : mode.activity;
  const people = withStored(candidates.data ?? [], [stored?.responsible ?? null, ...(stored?.coHosts ?? [])]);
  const isEdit = mode.kind === 'edit';
  let amountNote: string | undefined;
  // §5: the amount needs the payment agreement, and is fixed once the activity is made.
  if (isEdit) amountNote = text('amountFixed');
  else if (!paymentAgreement) amountNote = text('amountHint');

  return (
    <Section title={text('sections.organisers')}>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="responsibleUserId"
          render={({ field, fieldState }) => (
            <Select
              label={text('responsible')}
              placeholder={candidates.isPending ? text('candidatesLoading') : text('noResponsible')}
              isDisabled={candidates.isPending}
              description={candidates.isError ? text('candidatesFailed') : undefined}
              items={[
                { userId: 0, name: text('noResponsible') },
                ...people.map((person) => ({ userId: person.userId, name: personName(person) })),
              ]}
              value={String(field.value ?? 0)}
              onChange={(key) => field.onChange(Number(key) || null)}
              onBlur={field.onBlur}
              ref={field.ref}
              errorMessage={wizardMessage(t, fieldState.error?.message)}
            >
              {(person) => <SelectItem id={String(person.userId)}>{person.name}</SelectItem>}
            </Select>
          )}
        />
        <Controller
          control={control}
          name="amount"
          // The rules between fields are checked again when a field they read changes (§5).
          rules={{ deps: ['deadline', 'forcedParticipation'] }}
          render={({ field, fieldState }) => (
            <NumberField
              label={text('amount')}
              prefix={text('amountPrefix')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              isReadOnly={isEdit}
              isDisabled={!isEdit && !paymentAgreement}
              description={amountNote}
              errorMessage={wizardMessage(t, fieldState.error?.message)}
            />
          )}
        />
      </div>
      {coHostsOffered(amount, context) && (
        <Controller
          control={control}
          name="coHostIds"
          render={({ field, fieldState }) => (
            <div className="flex flex-col gap-1.5">
              <span className="text-sm font-medium text-fg">{text('coHosts')}</span>
              <p className="text-sm text-fg-muted">{text('coHostsHelp')}</p>
              <MemberPickerList
                aria-label={text('coHosts')}
                members={people.map((person) => ({
                  id: String(person.userId),
                  name: personName(person),
                  imageUrl: person.imageUrl ?? undefined,
                }))}
                selectedKeys={field.value.map(String)}
                onSelectionChange={(keys) => field.onChange([...keys].map(Number))}
                showSelectAll={false}
                maxHeight={210}
                emptyLabel={candidates.isPending ? text('candidatesLoading') : text('noCandidates')}
              />
              <FieldError message={wizardMessage(t, fieldState.error?.message)} />
            </div>
          )}
        />
      )}
    </Section>
  );
};

const SettingsSection = ({ form: { control } }: SectionProps) => {
  const { t, text } = useFieldText();
  return (
    <Section title={text('sections.settings')}>
      <Controller
        control={control}
        name="visibility"
        render={({ field, fieldState }) => (
          <RadioGroup
            label={text('visibility')}
            orientation="horizontal"
            value={String(field.value)}
            onChange={(value) => field.onChange(Number(value))}
            errorMessage={wizardMessage(t, fieldState.error?.message)}
          >
            <Radio value="1" ref={field.ref}>
              {text('visibilityOptions.1')}
            </Radio>
            <Radio value="3">{text('visibilityOptions.3')}</Radio>
          </RadioGroup>
        )}
      />
      <div className="flex flex-col gap-3">
        {(['participantsVisible', 'commentsEnabled', 'sendNotification'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <Toggle isSelected={field.value} onChange={field.onChange} ref={field.ref}>
                {text(name)}
              </Toggle>
            )}
          />
        ))}
      </div>
    </Section>
  );
};

interface PicturesSectionProps extends SectionProps {
  images: File[];
  onImagesChange: (images: File[]) => void;
}

const PicturesSection = ({ form, context, images, onImagesChange }: PicturesSectionProps) => {
  const { t, text } = useFieldText();
  const { control, setValue } = form;
  const { mode } = context;
  const [coverImage, removeCover] = useWatch({ control, name: ['coverImage', 'removeCover'] });
  // A new picker (key) forgets its preview when the cover is removed.
  const [coverKey, setCoverKey] = useState(0);
  const [capped, setCapped] = useState(false);
  const isEdit = mode.kind === 'edit';
  const stored = mode.kind === 'create' ? null : mode.activity;
  const storedCover = stored && !removeCover ? (stored.coverImageUrl ?? undefined) : undefined;
  const pickable = imagesPickable(mode);

  return (
    <Section title={text('sections.pictures')}>
      <div className="flex flex-wrap items-center gap-4">
        <Controller
          control={control}
          name="coverImage"
          render={({ field, fieldState }) => (
            <ImageUpload
              key={coverKey}
              label={text('cover')}
              buttonLabel={text('chooseCover')}
              previewAlt={text('coverAlt')}
              invalidTypeMessage={text('coverInvalid')}
              unreadableMessage={text('coverUnreadable')}
              src={storedCover}
              errorMessage={wizardMessage(t, fieldState.error?.message)}
              onChange={(image) => {
                field.onChange(image.base64);
                setValue('removeCover', false, { shouldDirty: true });
              }}
            />
          )}
        />
        {/* A copy's cover comes from its source unless another is chosen (ADR 022): nothing to remove there. */}
        {(coverImage !== null || (isEdit && storedCover)) && (
          <Button
            variant="secondary"
            onPress={() => {
              setValue('coverImage', null, { shouldDirty: true });
              if (isEdit) setValue('removeCover', true, { shouldDirty: true });
              setCoverKey((key) => key + 1);
            }}
          >
            {text('removeCover')}
          </Button>
        )}
      </div>
      {removeCover && <p className="text-sm text-fg-muted">{text('coverRemoved')}</p>}
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-fg">{text('images')}</span>
        <p className="text-sm text-fg-muted">
          {pickable > 0 ? t('activities.wizard.fields.imagesHelp', { count: pickable }) : text('imagesFull')}
        </p>
        <FileDrop
          acceptedFileTypes={activityImageTypes}
          allowsMultiple
          label={text('chooseImage')}
          dropHint={text('dropImage')}
          dropZoneLabel={text('dropZone')}
          rejectedMessage={text('imagesOnly')}
          isDisabled={images.length >= pickable}
          onSelectFiles={(files) => {
            const next = [...images, ...files];
            // §2.5 "up to 10 at once": what does not fit is left out, and the user is told.
            setCapped(next.length > pickable);
            onImagesChange(next.slice(0, pickable));
          }}
        />
        {capped && (
          <p role="status" className="text-sm text-fg-muted">
            {t('activities.wizard.fields.imagesCapped', { count: pickable })}
          </p>
        )}
        {images.length > 0 && (
          <ul aria-label={text('pickedImages')} className="flex flex-col gap-1">
            {images.map((file, index) => (
              <li key={`${file.name}-${index}`} className="flex items-center gap-2 text-sm text-fg">
                <span className="min-w-0 flex-1 truncate">{file.name}</span>
                <IconButton
                  size="sm"
                  aria-label={t('activities.wizard.fields.removeImage', { name: file.name })}
                  onPress={() => {
                    setCapped(false);
                    onImagesChange(images.filter((_, other) => other !== index));
                  }}
                >
                  <X aria-hidden="true" />
                </IconButton>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
};

const InvitedSection = ({ control, onEditInvited }: { control: Control<WizardValues>; onEditInvited: () => void }) => {
  const { t } = useTranslation();
  const [groupIds, userIds] = useWatch({ control, name: ['groupIds', 'userIds'] });
  return (
    <Section title={t('activities.wizard.participants.invited')}>
      <p className="text-sm text-fg-muted">
        {t('activities.wizard.participants.summary', { groups: groupIds.length, members: userIds.length })}
      </p>
      <div>
        <Link variant="standalone" onPress={onEditInvited}>
          {t('activities.wizard.participants.editInvited')}
        </Link>
      </div>
    </Section>
  );
};

/**
 * 'Detaljer' (spec §2.5 "Details fields", §5): every field of the activity, its §5 rules checked by the form's
 * resolver, and the fields that depend on others shown, hidden or closed as `activityFieldRules` says: co-hosts
 * only with an amount, the limit hidden while forced participation is on, forced participation only without amount
 * and limit, the reminder only with a deadline. Each section watches only the values it depends on, so that typing
 * in one field does not draw the whole step again. Last, the shared calendars (§2.7), behind their flag.
 */
export const DetailsStep = ({ form, context, images, onImagesChange, onEditInvited }: DetailsStepProps) => (
  <div className="flex flex-col gap-6">
    <AboutSection form={form} context={context} />
    <WhenSection form={form} context={context} />
    <SignUpSection form={form} context={context} />
    <OrganisersSection form={form} context={context} />
    <SettingsSection form={form} context={context} />
    <PicturesSection form={form} context={context} images={images} onImagesChange={onImagesChange} />
    <SharedCalendarsSection form={form} context={context} />
    {onEditInvited && <InvitedSection control={form.control} onEditInvited={onEditInvited} />}
  </div>
);
