import { zodResolver } from '@hookform/resolvers/zod';
import {
  ApiError,
  messageFields,
  textLimits,
  type BoardMessage,
  type LocaleCode,
  type MessageFields,
} from '@klubhus/domain';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  Modal,
  ScrollArea,
  Select,
  SelectItem,
  Spinner,
  Stepper,
  TextArea,
  TextField,
  Toggle,
} from '@klubhus/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../shell/forms/FormAlert';
import { FormTextField } from '../../../../shell/forms/FormTextField';
import { showFormError } from '../../../../shell/forms/fieldErrors';
import { useFlag } from '../../../../shell/FlagsContext';
import { membersQueries } from '../../../members/public';
import { messagesMutations } from '../../mutations';
import { messagesMessage } from '../../messageText';
import { messagesQueries } from '../../queries';

/** What the wizard writes (§3): the create payload without the club. */
type MessageValues = Required<MessageFields>;

type Field = keyof MessageValues;
const fields: readonly Field[] = ['title', 'message', 'allMembers', 'groupIds'];

export type MessageWizardMode = { kind: 'create' } | { kind: 'edit'; message: BoardMessage };

type Step = 'content' | 'groups';

export interface MessageWizardProps {
  clubId: number;
  mode: MessageWizardMode;
  onClose: () => void;
  /** After a save: the count of members a new message was sent to (null for an edit). */
  onSaved: (recipientCount: number | null) => void;
}

const initialValues = (mode: MessageWizardMode): MessageValues =>
  mode.kind === 'edit'
    ? {
        title: mode.message.title,
        message: mode.message.message,
        allMembers: mode.message.allMembers,
        groupIds: mode.message.groups.map((group) => group.id),
      }
    : { title: '', message: '', allMembers: true, groupIds: [] };

const resolver = zodResolver(messageFields);
const useMessageForm = (initial: MessageValues) => useForm({ defaultValues: initial, resolver, mode: 'onTouched' });
type MessageForm = ReturnType<typeof useMessageForm>;

/** The templates' picker (flag `message_templates`), in the writer's language; a choice fills title and message. */
const TemplatePicker = ({
  clubId,
  onChoose,
}: {
  clubId: number;
  onChoose: (title: string, message: string) => void;
}) => {
  const { t, i18n } = useTranslation();
  const templates = useQuery(messagesQueries.templates(clubId, i18n.language as LocaleCode));
  if (templates.isError) return <p className="text-sm text-danger">{t('messages.wizard.fields.templatesFailed')}</p>;
  return (
    <Select
      label={t('messages.wizard.fields.template')}
      selectedKey={null}
      placeholder={t('messages.wizard.fields.noTemplate')}
      isDisabled={templates.isPending}
      onSelectionChange={(key) => {
        const chosen = templates.data?.templates.find((template) => String(template.id) === String(key));
        if (chosen) onChoose(chosen.title, chosen.message);
      }}
    >
      {(templates.data?.templates ?? []).map((template) => (
        <SelectItem key={template.id} id={String(template.id)}>
          {template.title}
        </SelectItem>
      ))}
    </Select>
  );
};

/** Step 0 (§2.8): title, message, the template picker by flag, and 'Send til alle medlemmer'. */
const ContentStep = ({
  clubId,
  form,
  hasGroups,
  onTemplate,
}: {
  clubId: number;
  form: MessageForm;
  hasGroups: boolean | undefined;
  onTemplate: (title: string, message: string) => void;
}) => {
  const { t } = useTranslation();
  const templatesOn = useFlag('message_templates');
  return (
    <div className="flex flex-col gap-4">
      {templatesOn && <TemplatePicker clubId={clubId} onChoose={onTemplate} />}
      <FormTextField control={form.control} name="title" label={t('messages.wizard.fields.title')} isRequired />
      <Controller
        control={form.control}
        name="message"
        render={({ field, fieldState }) => (
          <TextArea
            {...field}
            label={t('messages.wizard.fields.message')}
            maxLength={textLimits.boardMessage}
            rows={8}
            isRequired
            errorMessage={messagesMessage(t, fieldState.error?.message)}
          />
        )}
      />
      {hasGroups === false ? (
        <p className="rounded-surface bg-surface-sunken p-3 text-fg-muted">{t('messages.wizard.fields.noGroups')}</p>
      ) : (
        <Controller
          control={form.control}
          name="allMembers"
          render={({ field }) => (
            <Toggle
              isSelected={field.value}
              onChange={field.onChange}
              description={t('messages.wizard.fields.allMembersHint')}
            >
              {t('messages.wizard.fields.allMembers')}
            </Toggle>
          )}
        />
      )}
    </div>
  );
};

/** Step 1 (§2.8): the club's groups (members' public queries), filtered when there are many. */
const GroupsStep = ({ clubId, form }: { clubId: number; form: MessageForm }) => {
  const { t } = useTranslation();
  const groups = useQuery(membersQueries.groups(clubId));
  const groupIds = useWatch({ control: form.control, name: 'groupIds' }) ?? [];
  const [filter, setFilter] = useState('');
  const error = messagesMessage(t, form.getFieldState('groupIds', form.formState).error?.message);
  const toggle = (id: number, on: boolean) =>
    form.setValue('groupIds', on ? [...groupIds, id] : groupIds.filter((chosen) => chosen !== id), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  let content;
  if (groups.isPending) content = <Spinner aria-label={t('messages.wizard.groups.loading')} />;
  else if (groups.isError) {
    content = (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm text-danger">
        {t('messages.wizard.groups.failed')}
        <Button variant="secondary" size="sm" onPress={() => void groups.refetch()}>
          {t('messages.wizard.groups.retry')}
        </Button>
      </div>
    );
  } else {
    const shown = groups.data.filter((group) => group.title.toLowerCase().includes(filter.trim().toLowerCase()));
    content = (
      <>
        {groups.data.length > 8 && (
          <TextField
            label={t('messages.wizard.groups.filter')}
            value={filter}
            onChange={setFilter}
            autoComplete="off"
          />
        )}
        <ScrollArea height={300} aria-label={t('messages.wizard.groups.list')} className="p-3">
          {shown.length === 0 ? (
            <p className="text-sm text-fg-muted">{t('messages.wizard.groups.noMatch')}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {shown.map((group) => (
                <li key={group.userGroupId}>
                  <Checkbox
                    isSelected={groupIds.includes(group.userGroupId)}
                    onChange={(on) => toggle(group.userGroupId, on)}
                    description={t('messages.wizard.groups.members', { count: group.userCount })}
                  >
                    {group.title}
                  </Checkbox>
                </li>
              ))}
            </ul>
          )}
        </ScrollArea>
      </>
    );
  }
  return (
    <section className="flex flex-col gap-3">
      <div>
        <h3 className="text-base font-semibold text-fg">{t('messages.wizard.groups.heading')}</h3>
        <p className="text-sm text-fg-muted">{t('messages.wizard.groups.help')}</p>
      </div>
      {content}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </section>
  );
};

/**
 * The message wizard (spec document 2 §2.8, §4, §5; issue 25), a modal around the ui's Stepper: 'Indhold' (title,
 * message, a template by flag, 'Send til alle medlemmer') and 'Grupper', skipped when the message goes to all members
 * or the club has no groups. Edit is the same wizard filled in. Refusals land under their field or at the top;
 * closing with changes asks first.
 */
export function MessageWizard({ clubId, mode, onClose, onSaved }: MessageWizardProps) {
  const { t } = useTranslation();
  const [initial] = useState(() => initialValues(mode));
  const form = useMessageForm(initial);
  const { handleSubmit, setError, getValues, setValue, formState, trigger } = form;
  const groups = useQuery(membersQueries.groups(clubId));
  const hasGroups = groups.data ? groups.data.length > 0 : undefined;
  const allMembers = useWatch({ control: form.control, name: 'allMembers' });
  const [step, setStep] = useState<Step>('content');
  const [asking, setAsking] = useState<'discard' | { title: string; message: string } | null>(null);
  const create = useMutation(messagesMutations.create(clubId));
  const update = useMutation(messagesMutations.update(clubId));
  const isSaving = create.isPending || update.isPending;

  // A club without groups: the message goes to all members (§2.8: the groups step is reachable only if groups exist).
  useEffect(() => {
    if (hasGroups === false && !getValues('allMembers')) setValue('allMembers', true);
  }, [hasGroups, getValues, setValue]);

  const steps: Step[] = allMembers || hasGroups === false ? ['content'] : ['content', 'groups'];

  const requestClose = () => {
    if (isSaving) return;
    if (formState.isDirty) setAsking('discard');
    else onClose();
  };

  const fillFrom = (template: { title: string; message: string }) => {
    setValue('title', template.title, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    setValue('message', template.message, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };
  const chooseTemplate = (title: string, message: string) => {
    const { title: typedTitle, message: typedMessage } = getValues();
    // The writer has typed something: ask before it is replaced.
    if (typedTitle.trim() || typedMessage.trim()) setAsking({ title, message });
    else fillFrom({ title, message });
  };

  const placeError = (error: unknown) => {
    if (error instanceof ApiError && [403, 404].includes(error.status) && error.field === 'groupIds') {
      setError('groupIds', { type: 'server', message: error.code ?? error.message });
      setStep('groups');
      return;
    }
    // A refusal no field shows (a message deleted meanwhile) in the user's language rather than the server's Danish.
    const own = error instanceof ApiError && !fields.some((name) => name === error.field) && error.code;
    const text = own ? messagesMessage(t, own) : undefined;
    showFormError(
      t,
      error instanceof ApiError && text && text !== own ? new ApiError(error.status, text) : error,
      setError,
      fields,
    );
    if (error instanceof ApiError && error.field === 'groupIds') setStep('groups');
    else if (error instanceof ApiError && (error.field === 'title' || error.field === 'message')) setStep('content');
  };

  const submit = handleSubmit(
    async (values) => {
      const body = values.allMembers ? { ...values, groupIds: [] } : values;
      try {
        if (mode.kind === 'edit') {
          await update.mutateAsync({ id: mode.message.id, ...body });
          onSaved(null);
        } else {
          const saved = await create.mutateAsync(body);
          onSaved(saved.recipientCount);
        }
      } catch (error) {
        placeError(error);
      }
    },
    (errors) => setStep(errors.title || errors.message ? 'content' : 'groups'),
  );

  const go = async (target: string) => {
    // 'Næste' checks the content first; from then on each field is checked again as it changes.
    if (target === 'groups' && step === 'content' && !(await trigger(['title', 'message'], { shouldFocus: true })))
      return;
    setStep(target as Step);
  };

  const formError = formState.errors.root?.server?.message;
  const current = steps.includes(step) ? step : 'content';

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && requestClose()}
      title={t(`messages.wizard.title.${mode.kind}`)}
      closeLabel={t('messages.wizard.close')}
    >
      <div className="flex w-full flex-col gap-4 lg:w-2xl" inert={isSaving}>
        <Stepper
          steps={steps.map((id) => ({ id, label: t(`messages.wizard.steps.${id}`) }))}
          currentStep={current}
          onStepChange={(target) => void go(target)}
          onFinish={() => void submit()}
          isPending={isSaving}
          backLabel={t('messages.wizard.steps.back')}
          nextLabel={t('messages.wizard.steps.next')}
          finishLabel={t(`messages.wizard.finish.${mode.kind}`)}
          stepsLabel={t('messages.wizard.steps.label')}
          completedLabel={t('messages.wizard.steps.completed')}
        >
          <div className="-mx-1 flex max-h-[calc(100dvh-17rem)] min-h-40 flex-col gap-4 overflow-y-auto px-1 py-1">
            {formError && <FormAlert>{messagesMessage(t, formError)}</FormAlert>}
            {current === 'content' ? (
              <ContentStep clubId={clubId} form={form} hasGroups={hasGroups} onTemplate={chooseTemplate} />
            ) : (
              <GroupsStep clubId={clubId} form={form} />
            )}
          </div>
        </Stepper>
      </div>
      <ConfirmDialog
        isOpen={asking !== null && asking !== 'discard'}
        title={t('messages.wizard.template.title')}
        confirmLabel={t('messages.wizard.template.confirm')}
        cancelLabel={t('messages.wizard.template.cancel')}
        onConfirm={() => {
          if (asking && asking !== 'discard') fillFrom(asking);
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      >
        {t('messages.wizard.template.body')}
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={asking === 'discard'}
        title={t('messages.wizard.discard.title')}
        confirmLabel={t('messages.wizard.discard.confirm')}
        cancelLabel={t('messages.wizard.discard.cancel')}
        isDestructive
        onConfirm={onClose}
        onCancel={() => setAsking(null)}
      >
        {t('messages.wizard.discard.body')}
      </ConfirmDialog>
    </Modal>
  );
}
