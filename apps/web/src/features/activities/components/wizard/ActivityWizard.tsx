import { ApiError, type ActivityDetail } from '@klubhus/domain';
import { Button, ConfirmDialog, Modal, ProgressBar, Stepper } from '@klubhus/ui';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../../../shell/forms/fieldErrors';
import { FormAlert } from '../../../../shell/forms/FormAlert';
import { useFlag } from '../../../../shell/FlagsContext';
import { useActivityTypes } from '../../../activity-types/public';
import { DetailsStep } from './DetailsStep';
import { ParticipantsStep } from './ParticipantsStep';
import { SeriesChoiceDialog } from './SeriesChoiceDialog';
import { TypeStep } from './TypeStep';
import { useWizardSave, type SaveOutcome, type SavePlan } from './useWizardSave';
import {
  coHostsOffered,
  createBodyOf,
  editChanges,
  firstStepOf,
  initialValues,
  stepOfField,
  stepsOf,
  updateBodyOf,
  wizardResolver,
  type ActivityWizardMode,
  type EditContext,
  type WizardContext,
  type WizardField,
  type WizardStep,
  type WizardValues,
  sameValues,
} from './wizardModel';
import { asWizardError, wizardMessage } from './wizardText';

export type { ActivityWizardMode } from './wizardModel';

export interface ActivityWizardProps {
  clubId: number;
  mode: ActivityWizardMode;
  /** The club's time zone (the overview's `timeZone`): times are entered and shown in it. */
  timeZone: string;
  /** The club has the mobile payment agreement: the amount field is open (else the hint 'Kræver MobilePay - Foreningsaftale'). */
  paymentAgreement: boolean;
  onClose: () => void;
  /** After a save: the activity saved (the first occurrence of a new series). */
  onSaved: (activity: ActivityDetail) => void;
  /**
   * "Now" for the defaults (next full hour) and "start not before yesterday"; tests and stories fix it.
   * @default the time the wizard opens
   */
  now?: Date;
}

/** Every field of the form: where a refusal may land (the server names them as the wire does). */
const formFields: readonly WizardField[] = [
  'type',
  'title',
  'start',
  'end',
  'deadline',
  'location',
  'description',
  'coverImage',
  'responsibleUserId',
  'coHostIds',
  'recurring',
  'recurringUntill',
  'limit',
  'forcedParticipation',
  'participantsVisible',
  'commentsEnabled',
  'sendNotification',
  'twoDaysReminder',
  'visibility',
  'amount',
  'groupIds',
  'userIds',
  'sharedCalendarExportInfoIds',
];

/** A later call failed after the activity was written: what is left, and why. */
interface AfterSave {
  phase: 'coHosts' | 'images';
  activity: ActivityDetail;
  plan: SavePlan;
  message: string;
}

/**
 * The activity wizard (spec document 2 §2.5, §4, §5; ADR 022), a modal around the ui's Stepper: create is 'Vælg
 * type' → 'Detaljer' → 'Deltagere'; edit opens at the details, with 'Rediger inviterede' to reach the participants;
 * a copy starts at the details, prefilled from its source. 'Næste' from the details checks the form first; the last
 * step saves: the activity (create or update — for an activity of a series after asking 'this one or all', unless
 * only images or co-hosts changed), then its co-hosts, then its images, with a progress bar. Closing with changes
 * asks before they are thrown away; nothing can be pressed while a save runs.
 */
export function ActivityWizard({
  clubId,
  mode,
  timeZone,
  paymentAgreement,
  onClose,
  onSaved,
  now: fixedNow,
}: ActivityWizardProps) {
  const { t } = useTranslation();
  const calendarSharing = useFlag('calendar_sharing');
  // The context is fixed when the wizard opens: its defaults and its "yesterday" do not move under the user.
  const [context] = useState<WizardContext>(() => ({
    clubId,
    mode,
    timeZone,
    paymentAgreement,
    calendarSharing,
    now: fixedNow ?? new Date(),
  }));
  const types = useActivityTypes(clubId);
  // A copy of an activity whose type has been removed since starts without a type: a new activity takes a visible
  // one (ADR 024). The types are in by now, as a rule: the page read them for its rows.
  const [initial] = useState(() => {
    const values = initialValues(context);
    const isRemoved = values.type !== null && types.isKnown(values.type) && types.lookOf(values.type).hidden;
    return mode.kind === 'copy' && isRemoved ? { ...values, type: null } : values;
  });
  const [resolver] = useState(() => wizardResolver(context));
  const form = useForm<WizardValues>({ defaultValues: initial, resolver, mode: 'onTouched' });
  const { handleSubmit, setError, getValues, formState } = form;

  const [step, setStep] = useState<WizardStep>(firstStepOf(mode.kind));
  const [participantsOpen, setParticipantsOpen] = useState(false);
  const [images, setImages] = useState<File[]>([]);
  const [memberNames, setMemberNames] = useState<ReadonlyMap<number, string>>(
    () =>
      new Map(mode.kind === 'create' ? [] : mode.activity.users.map((u) => [u.userId, `${u.firstName} ${u.surname}`])),
  );
  const [groupTitles] = useState<ReadonlyMap<number, string>>(
    () => new Map(mode.kind === 'create' ? [] : mode.activity.groups.map((g) => [g.userGroupId, g.title])),
  );
  const [asking, setAsking] = useState<'discard' | 'series' | null>(null);
  const [afterSave, setAfterSave] = useState<AfterSave | null>(null);
  const save = useWizardSave(clubId);

  const steps = stepsOf(mode.kind, participantsOpen);
  const isEdit = mode.kind === 'edit';
  const editContext: EditContext | null = mode.kind === 'edit' ? { ...context, mode } : null;

  /** Shows a failed step's first error on its step. */
  const showErrorsOf = (errors: FieldErrors<WizardValues>) => {
    const first = formFields.find((name) => errors[name]);
    if (first) setStep(stepOfField(first));
  };

  const type = useWatch({ control: form.control, name: 'type' });
  const hasChanges = () => images.length > 0 || !sameValues(getValues(), initial);

  const requestClose = () => {
    if (save.isSaving) return;
    if (afterSave) {
      onSaved(afterSave.activity);
      return;
    }
    if (hasChanges()) setAsking('discard');
    else onClose();
  };

  /** Places a failed activity call's refusal under its field (on its step), or at the top of the form. */
  const placeError = (error: unknown) => {
    const placed = asWizardError(t, error, formFields);
    const field = placed instanceof ApiError ? formFields.find((name) => name === placed.field) : undefined;
    if (placed instanceof ApiError && field && [403, 404].includes(placed.status)) {
      // showFormError places 400 and 409; a 403 or 404 naming a field (`notYourGroup`, an unknown group) belongs there too.
      setError(field, { type: 'server', message: placed.code ?? placed.message }, { shouldFocus: true });
    } else {
      showFormError(t, placed, setError, formFields);
    }
    if (field) setStep(stepOfField(field));
  };

  const finish = async (plan: SavePlan, written: ActivityDetail | null) => {
    const base = mode.kind === 'edit' ? mode.activity : null;
    const outcome: SaveOutcome = await save.run(plan, { written, base });
    if (outcome.ok) {
      setAfterSave(null);
      onSaved(outcome.activity);
      return;
    }
    if (outcome.phase === 'activity') {
      placeError(outcome.error);
      return;
    }
    // A refusal says why (`tooManyImages`); a failure of the server or the network is the error dialog's.
    const placed = asWizardError(t, outcome.error, []);
    const message = placed instanceof ApiError && placed.status < 500 ? placed.message : '';
    // What is left: the activity is written, a retry sends only the calls that have not gone through.
    const left: SavePlan =
      outcome.phase === 'coHosts' ? { coHostIds: plan.coHostIds, images: plan.images } : { images: plan.images };
    setAfterSave({ phase: outcome.phase, activity: outcome.activity, plan: left, message });
  };

  const planOf = (values: WizardValues, updateAll: boolean): SavePlan => {
    const coHosts = coHostsOffered(values.amount, context) ? values.coHostIds : [];
    if (editContext) {
      const changes = editChanges(values, editContext);
      return {
        ...(changes.activity ? { activity: { update: updateBodyOf(values, editContext, updateAll) } } : {}),
        ...(changes.coHosts ? { coHostIds: coHosts } : {}),
        images,
      };
    }
    return {
      activity: { create: createBodyOf(values, context) },
      ...(coHosts.length > 0 ? { coHostIds: coHosts } : {}),
      images,
    };
  };

  const submit = handleSubmit(
    async (values) => {
      // §4: a change to an activity of a series asks 'this one or all' — not when only images (or co-hosts, which
      // belong to this activity alone) changed.
      if (editContext?.mode.activity.isRecurring && editChanges(values, editContext).activity) {
        setAsking('series');
        return;
      }
      await finish(planOf(values, false), null);
    },
    (errors) => showErrorsOf(errors),
  );

  const chooseSeries = async (updateAll: boolean) => {
    setAsking(null);
    await finish(planOf(getValues(), updateAll), null);
  };

  const go = async (target: string) => {
    const targetStep = target as WizardStep;
    const forward = steps.indexOf(targetStep) > steps.indexOf(step);
    // 'Næste' from the details checks them first, as a submit does: from then on each field is checked again as it
    // changes, and the first error has the focus (the participants step has nothing to check before the save).
    if (forward && step === 'details') await handleSubmit(() => setStep(targetStep))();
    else setStep(targetStep);
  };

  const chooseType = (id: number) => form.setValue('type', id, { shouldDirty: true });

  let content;
  if (step === 'type') content = <TypeStep clubId={clubId} value={type} onChange={chooseType} />;
  else if (step === 'participants') {
    content = (
      <ParticipantsStep
        clubId={clubId}
        form={form}
        memberNames={memberNames}
        onMemberNames={setMemberNames}
        groupTitles={groupTitles}
      />
    );
  } else {
    content = (
      <DetailsStep
        form={form}
        context={context}
        images={images}
        onImagesChange={setImages}
        onEditInvited={
          isEdit
            ? () => {
                setParticipantsOpen(true);
                setStep('participants');
              }
            : undefined
        }
      />
    );
  }

  const formError = formState.errors.root?.server?.message;
  const progress = save.progress;

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && requestClose()}
      title={t(`activities.wizard.title.${mode.kind}`)}
      closeLabel={t('activities.wizard.close')}
    >
      <div className="flex w-full flex-col gap-4 lg:w-3xl">
        {/* While a save runs nothing in the wizard can be pressed or changed (the progress below says why). */}
        <div inert={save.isSaving || afterSave !== null}>
          <Stepper
            steps={steps.map((id) => ({ id, label: t(`activities.wizard.steps.${id}`) }))}
            currentStep={step}
            onStepChange={(target) => void go(target)}
            canGoNext={step !== 'type' || type !== null}
            onFinish={() => void submit()}
            isPending={save.isSaving}
            backLabel={t('activities.wizard.steps.back')}
            nextLabel={t('activities.wizard.steps.next')}
            finishLabel={t(`activities.wizard.finish.${mode.kind}`)}
            stepsLabel={t('activities.wizard.steps.label')}
            completedLabel={t('activities.wizard.steps.completed')}
          >
            {/* The step scrolls between the step list and the buttons, so that 'Næste' is always in sight. */}
            <div
              data-wizard-body=""
              className="-mx-1 flex max-h-[calc(100dvh-17rem)] min-h-40 flex-col gap-4 overflow-y-auto px-1 py-1"
            >
              {formError && <FormAlert>{wizardMessage(t, formError)}</FormAlert>}
              {content}
            </div>
          </Stepper>
        </div>
        {progress && (
          <ProgressBar
            label={t(`activities.wizard.saving.${progress.phase}`)}
            value={progress.done}
            maxValue={progress.total}
            valueLabel={t('activities.wizard.saving.progress', { step: progress.done + 1, count: progress.total })}
          />
        )}
        {afterSave && !save.isSaving && (
          <FormAlert>
            <div className="flex flex-col items-start gap-3">
              <p>
                {t(`activities.wizard.afterSave.${afterSave.phase}`)} {afterSave.message}
              </p>
              <div className="flex gap-2">
                <Button variant="secondary" onPress={() => onSaved(afterSave.activity)}>
                  {t('activities.wizard.afterSave.close')}
                </Button>
                <Button onPress={() => void finish(afterSave.plan, afterSave.activity)}>
                  {t('activities.wizard.afterSave.retry')}
                </Button>
              </div>
            </div>
          </FormAlert>
        )}
      </div>
      {asking === 'series' && (
        <SeriesChoiceDialog onChoose={(updateAll) => void chooseSeries(updateAll)} onCancel={() => setAsking(null)} />
      )}
      <ConfirmDialog
        isOpen={asking === 'discard'}
        title={t('activities.wizard.discard.title')}
        confirmLabel={t('activities.wizard.discard.confirm')}
        cancelLabel={t('activities.wizard.discard.cancel')}
        isDestructive
        onConfirm={onClose}
        onCancel={() => setAsking(null)}
      >
        {t('activities.wizard.discard.body')}
      </ConfirmDialog>
    </Modal>
  );
}

// The export dialog rides in this chunk (see ActivitiesRoute).
export { ActivityExportModal } from '../calendar/ActivityExportModal';
