import { ApiError } from '@klubhus/domain';
import { Button, DatePicker, Modal, ProgressBar, Radio, RadioGroup } from '@klubhus/ui';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { messageText } from '../../../../shell/forms/fieldErrors';
import { FormAlert } from '../../../../shell/forms/FormAlert';
import {
  exportResolver,
  initialExportValues,
  scopeOf,
  type ExportScopeKind,
  type ExportValues,
} from './activityExport';
import { GroupChoice, MemberChoice } from './ExportTarget';
import { useActivityExport } from './useActivityExport';

export interface ActivityExportModalProps {
  clubId: number;
  /** The club's zone: "today" and the range's days are the club's. */
  timeZone: string;
  onClose: () => void;
  /**
   * "Now" for the default range; tests and stories fix it.
   * @default the time the dialog opens
   */
  now?: Date;
}

const scopes: readonly ExportScopeKind[] = ['club', 'group', 'member'];
const rangeMessages = ['endBeforeStart', 'exportRangeTooLong', 'invalidDate'] as const;
const isRangeMessage = (message: string): message is (typeof rangeMessages)[number] =>
  (rangeMessages as readonly string[]).includes(message);
type Field = 'groupId' | 'userId' | 'startDate' | 'endDate';
const fields: readonly Field[] = ['groupId', 'userId', 'startDate', 'endDate'];

/** A message key as the dialog's text: the range's own keys are the area's, the rest shared (`required`). */
const messageOf = (t: TFunction, message: string | undefined, field?: Field): string | undefined => {
  if (!message) return undefined;
  if (isRangeMessage(message)) return t(`activities.export.messages.${message}`);
  if (message === 'required' && field === 'groupId') return t('activities.export.messages.groupRequired');
  if (message === 'required' && field === 'userId') return t('activities.export.messages.memberRequired');
  return messageText(t, message);
};

/** A failure no field shows: no access, a group or member not found, or the server or the network. */
const failureText = (t: TFunction, error: unknown): string => {
  if (error instanceof ApiError && error.status === 403) return t('activities.export.noAccess');
  if (error instanceof ApiError && error.status === 404) return t('activities.export.notFound');
  return t('activities.export.failed');
};

const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/**
 * 'Eksportér aktiviteter' (§7 "export files by club, group or member"; ADR 026), for administrators: the club's
 * activities, a group's attendance or a member's, over a range of days (the last three months by default, at most three
 * years), downloaded as CSV with its progress. A refusal of the range lands under its field; another failure at the
 * top, as every form shows it.
 */
export const ActivityExportModal = ({ clubId, timeZone, onClose, now: fixedNow }: ActivityExportModalProps) => {
  const { t } = useTranslation();
  const [defaults] = useState(() => initialExportValues(fixedNow ?? new Date(), timeZone));
  const form = useForm<ExportValues>({ defaultValues: defaults, resolver: exportResolver, mode: 'onTouched' });
  const { control, handleSubmit, setError } = form;
  const scope = useWatch({ control, name: 'scope' });
  const download = useActivityExport(clubId);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const range = { startDate: values.startDate as string, endDate: values.endDate as string };
    const error = await download.run(scopeOf(values), range);
    if (error === undefined) return;
    // A refusal naming a field goes under it; any other failure at the top, until the next try.
    const placed =
      error instanceof ApiError && error.status === 400 ? fields.find((f) => f === error.field) : undefined;
    if (placed && error instanceof ApiError) {
      setError(placed, { type: 'server', message: error.code ?? error.message }, { shouldFocus: true });
    } else setFailure(failureText(t, error));
  });

  const calendar = {
    today: defaults.endDate ?? undefined,
    calendarButtonLabel: t('activities.export.calendar'),
    previousMonthLabel: t('activities.export.previousMonth'),
    nextMonthLabel: t('activities.export.nextMonth'),
  };
  const progress = download.progress;

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('activities.export.title')}
      closeLabel={t('activities.export.close')}
      footer={
        <>
          <Button variant="secondary" onPress={progress ? download.cancel : onClose}>
            {progress ? t('activities.export.cancel') : t('activities.export.close')}
          </Button>
          <Button isPending={progress !== undefined} onPress={() => void submit()}>
            {t('activities.export.download')}
          </Button>
        </>
      }
    >
      <form
        noValidate
        className="flex flex-col gap-5 sm:w-xl"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className="text-fg-muted">{t('activities.export.intro')}</p>
        {failure && <FormAlert>{failure}</FormAlert>}
        <Controller
          control={control}
          name="scope"
          render={({ field }) => (
            <RadioGroup
              label={t('activities.export.scope')}
              value={field.value}
              onChange={(value) => field.onChange(value as ExportScopeKind)}
            >
              {scopes.map((kind, index) => (
                <Radio key={kind} value={kind} ref={index === 0 ? field.ref : undefined}>
                  <span className="flex flex-col">
                    <span>{t(`activities.export.scopes.${kind}`)}</span>
                    <span className="text-sm text-fg-muted">{t(`activities.export.scopeHelp.${kind}`)}</span>
                  </span>
                </Radio>
              ))}
            </RadioGroup>
          )}
        />
        {scope === 'group' && (
          <Controller
            control={control}
            name="groupId"
            render={({ field, fieldState }) => (
              <GroupChoice
                clubId={clubId}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                errorMessage={messageOf(t, fieldState.error?.message, 'groupId')}
              />
            )}
          />
        )}
        {scope === 'member' && (
          <Controller
            control={control}
            name="userId"
            render={({ field, fieldState }) => (
              <MemberChoice
                clubId={clubId}
                value={field.value}
                onChange={field.onChange}
                errorMessage={messageOf(t, fieldState.error?.message, 'userId')}
              />
            )}
          />
        )}
        <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
          {(['startDate', 'endDate'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <DatePicker
                  {...calendar}
                  label={t(`activities.export.${name === 'startDate' ? 'from' : 'to'}`)}
                  isRequired
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  errorMessage={messageOf(t, fieldState.error?.message, name)}
                />
              )}
            />
          ))}
        </div>
        <p className="text-sm text-fg-muted">{t('activities.export.rangeHelp')}</p>
        {progress && (
          <ProgressBar
            label={t('activities.export.downloading', { fileName: progress.fileName })}
            isIndeterminate={progress.total === undefined}
            value={progress.received}
            maxValue={progress.total ?? 1}
            valueLabel={t('activities.export.received', { count: kilobytes(progress.received) })}
          />
        )}
        <p role="status" className="text-sm text-success empty:hidden">
          {download.saved && !progress ? t('activities.export.saved', { fileName: download.saved }) : ''}
        </p>
      </form>
    </Modal>
  );
};
