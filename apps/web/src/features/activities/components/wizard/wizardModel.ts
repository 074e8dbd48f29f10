import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACTIVITY_IMAGES_MAX,
  ACTIVITY_IMAGES_PER_UPLOAD,
  activityDefaults,
  activityUpdateFields,
  earliestStart,
  instantOf,
  newActivityFields,
  recurringCount,
  toUtcText,
  wallTime,
  type ActivityDetail,
  type ActivityUpdateInput,
  type NewActivityInput,
  type RepeatOption,
  type Visibility,
} from '@klubhus/domain';
import type { FieldErrors, FieldValues, Resolver, ResolverOptions } from 'react-hook-form';

/**
 * The activity wizard's form (spec document 2 §2.5, §5; ADR 022): its values, where they start for create, edit
 * and copy, how they become the wire's body, and the resolver that checks them with the domain's schemas. Pure, so
 * that each rule has a unit test beside it (`wizardModel.test.ts`).
 */

/** A wall-clock time in the club's zone, as the ui's DateTimePicker holds it (`CalendarDateTime`). */
export type WallTime = ReturnType<typeof wallTime>;

/** What the wizard is for (spec §2.5, §4): create starts at the type, edit and copy at the details. */
export type ActivityWizardMode =
  { kind: 'create' } | { kind: 'edit'; activity: ActivityDetail } | { kind: 'copy'; activity: ActivityDetail };

export type WizardStep = 'type' | 'details' | 'participants';

/**
 * The form's values. Field names are the wire's (`recurringUntill` included), so that a schema's or the server's
 * error lands on the field of the same name. Numbers are text as the NumberField gives it (dot form, '' for none),
 * times are wall-clock times in the club's zone; both become the wire's in `fieldsOf`.
 */
export interface WizardValues {
  /** A built-in type id (§3); null until the type step has chosen one. */
  type: number | null;
  title: string;
  start: WallTime | null;
  end: WallTime | null;
  deadline: WallTime | null;
  location: string;
  description: string;
  /** A newly chosen cover, base64 (ImageUpload, ≤ 800 px wide); null: none chosen (the stored one stays). */
  coverImage: string | null;
  /** Edit: the stored cover is to be removed. */
  removeCover: boolean;
  responsibleUserId: number | null;
  /** Saved with `updateCoHosts` after the activity, and only with an amount (§2.5). */
  coHostIds: number[];
  recurring: RepeatOption;
  recurringUntill: WallTime | null;
  limit: string;
  forcedParticipation: boolean;
  participantsVisible: boolean;
  commentsEnabled: boolean;
  sendNotification: boolean;
  twoDaysReminder: boolean;
  visibility: Visibility;
  amount: string;
  groupIds: number[];
  userIds: number[];
  /** The shared calendars it is shared to (§2.7; ADR 026), by id. */
  sharedCalendarExportInfoIds: number[];
}

export type WizardField = keyof WizardValues;

/** Everything the form's rules depend on besides its values. */
export interface WizardContext {
  clubId: number;
  mode: ActivityWizardMode;
  /** The club's zone: times are entered and shown in it. */
  timeZone: string;
  /** "Now" when the wizard opened: the defaults and "start not before yesterday" count from it. */
  now: Date;
  /** The club has the payment agreement: the amount field is open. */
  paymentAgreement: boolean;
  /**
   * The `calendar_sharing` flag is on (§2.7). Off, a copy shares to nothing (its choice is not shown); an edit keeps
   * what is stored, so that saving other fields does not unshare it.
   * @default true
   */
  calendarSharing?: boolean;
}

/** The context of an edit, whose mode names the activity. */
export type EditContext = WizardContext & { mode: Extract<ActivityWizardMode, { kind: 'edit' }> };

/** The fields the participants step holds; every other field is on the details step (the type too: a Select there). */
const participantFields: readonly WizardField[] = ['groupIds', 'userIds'];
export const stepOfField = (field: string): WizardStep =>
  participantFields.includes(field as WizardField) ? 'participants' : 'details';

/** The wizard's steps for a mode (§2.5, §4). Edit shows participants only after 'Rediger inviterede'. */
export const stepsOf = (kind: ActivityWizardMode['kind'], participantsOpen: boolean): WizardStep[] => {
  if (kind === 'create') return ['type', 'details', 'participants'];
  if (kind === 'copy') return ['details', 'participants'];
  return participantsOpen ? ['details', 'participants'] : ['details'];
};

export const firstStepOf = (kind: ActivityWizardMode['kind']): WizardStep => (kind === 'create' ? 'type' : 'details');

/** Minutes since the epoch of a wall-clock time, to measure the distance between two of them. */
const wallMinutes = (wall: WallTime) => instantOf(wall, 'UTC').getTime() / 60_000;

/** §9: repeat-until defaults to a week after the start's day, at 12:00. */
export const repeatUntilFor = (start: WallTime): WallTime =>
  start.add({ days: 7 }).set({ hour: 12, minute: 0, second: 0, millisecond: 0 });

/**
 * The end after the start moved (§2.5 defaults): it keeps the activity's length, and an end that was before the
 * start (no length to keep) becomes the default hour after it.
 */
export const endAfterMove = (oldStart: WallTime | null, oldEnd: WallTime | null, newStart: WallTime): WallTime => {
  const minutes = oldStart && oldEnd ? wallMinutes(oldEnd) - wallMinutes(oldStart) : -1;
  return minutes >= 0 ? newStart.add({ minutes }) : newStart.add({ hours: 1 });
};

/** Kroner as the NumberField's dot form: 150 → '150', 12.5 → '12.50'. */
const amountText = (amount: number | null) =>
  amount === null ? '' : Number.isInteger(amount) ? String(amount) : amount.toFixed(2);

/**
 * Copy (ADR 022): a new activity, so the copied times stay only while still allowed (a start not before
 * yesterday); otherwise the activity moves, whole, to the default start (next full hour), its end and deadline
 * keeping their distance to the start in wall-clock time. No amount without the payment agreement: the field is
 * closed then, and the copy must not carry a value nobody can remove.
 */
const copiedTimes = (activity: ActivityDetail, { now, timeZone }: WizardContext) => {
  const at = (text: string | null) => (text === null ? null : wallTime(new Date(text), timeZone));
  const start = at(activity.start) as WallTime;
  if (new Date(activity.start) >= earliestStart(now, timeZone)) {
    return { start, end: at(activity.end), deadline: at(activity.deadline) };
  }
  const moved = wallTime(activityDefaults(now, timeZone).start, timeZone);
  const shift = (wall: WallTime | null) => wall && wall.add({ minutes: wallMinutes(moved) - wallMinutes(start) });
  return { start: moved, end: shift(at(activity.end)), deadline: shift(at(activity.deadline)) };
};

/** Where the form starts: the defaults (create, §2.5 and §9), or the activity (edit, copy). */
export const initialValues = (context: WizardContext): WizardValues => {
  const { mode, now, timeZone, paymentAgreement } = context;
  if (mode.kind === 'create') {
    const defaults = activityDefaults(now, timeZone);
    return {
      type: null,
      title: '',
      start: wallTime(defaults.start, timeZone),
      end: wallTime(defaults.end, timeZone),
      deadline: null,
      location: '',
      description: '',
      coverImage: null,
      removeCover: false,
      responsibleUserId: null,
      coHostIds: [],
      recurring: 0,
      recurringUntill: wallTime(defaults.repeatUntil, timeZone),
      limit: '',
      forcedParticipation: false,
      participantsVisible: true,
      commentsEnabled: true,
      // Ours: the invited hear of a new activity unless the organiser says otherwise.
      sendNotification: true,
      twoDaysReminder: false,
      visibility: 3,
      amount: '',
      groupIds: [],
      userIds: [],
      sharedCalendarExportInfoIds: [],
    };
  }
  const { activity } = mode;
  const isCopy = mode.kind === 'copy';
  const times = isCopy
    ? copiedTimes(activity, context)
    : {
        start: wallTime(new Date(activity.start), timeZone),
        end: wallTime(new Date(activity.end), timeZone),
        deadline: activity.deadline === null ? null : wallTime(new Date(activity.deadline), timeZone),
      };
  const amount = isCopy && !paymentAgreement ? null : activity.amount;
  return {
    type: activity.type,
    title: activity.title,
    ...times,
    location: activity.location ?? '',
    description: activity.description ?? '',
    coverImage: null,
    removeCover: false,
    responsibleUserId: activity.responsible?.userId ?? null,
    coHostIds: amount === null ? [] : activity.coHosts.map((person) => person.userId),
    // A copy is one new activity (repeat chosen anew); an edit shows its series read-only.
    recurring: isCopy ? 0 : (activity.recurring as RepeatOption),
    recurringUntill:
      isCopy || activity.recurringUntill === null
        ? repeatUntilFor(times.start)
        : wallTime(new Date(activity.recurringUntill), timeZone),
    limit: activity.limit === null ? '' : String(activity.limit),
    forcedParticipation: activity.forcedParticipation,
    participantsVisible: activity.participantsVisible,
    commentsEnabled: activity.commentsEnabled,
    sendNotification: activity.sendNotification,
    twoDaysReminder: activity.twoDaysReminder,
    visibility: activity.visibility === 1 ? 1 : 3,
    amount: amountText(amount),
    groupIds: activity.groups.map((group) => group.userGroupId),
    userIds: activity.users.map((person) => person.userId),
    sharedCalendarExportInfoIds:
      isCopy && context.calendarSharing === false ? [] : [...activity.sharedCalendarExportInfoIds],
  };
};

/** '' is none; anything else a number for the schema to judge ('1,2,3' stays NaN: mustBeANumber). */
const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** The amount the form stands for: an edit always sends the stored one (§5, the amount is fixed). */
const amountOf = (values: WizardValues, { mode }: WizardContext): number | null =>
  mode.kind === 'edit' ? mode.activity.amount : numberOrNull(values.amount);

/** The series a create sends (§5 "Recurring count sent to the server"); a single activity counts 1. */
export const seriesCount = (values: WizardValues, timeZone: string): number =>
  values.start === null || values.recurring === 0
    ? 1
    : recurringCount(
        instantOf(values.start, timeZone),
        values.recurringUntill && instantOf(values.recurringUntill, timeZone),
        values.recurring,
        timeZone,
      );

/**
 * The fields create and update share, as the wire has them (§9: UTC text). A missing start, end or type stays
 * undefined, so that the schema answers `required` under its field.
 */
const fieldsOf = (values: WizardValues, context: WizardContext) => {
  const utc = (wall: WallTime | null) => (wall === null ? undefined : toUtcText(instantOf(wall, context.timeZone)));
  return {
    type: values.type ?? undefined,
    title: values.title,
    start: utc(values.start),
    end: utc(values.end),
    deadline: utc(values.deadline) ?? null,
    location: values.location,
    description: values.description,
    responsibleUserId: values.responsibleUserId,
    limit: numberOrNull(values.limit),
    forcedParticipation: values.forcedParticipation,
    participantsVisible: values.participantsVisible,
    commentsEnabled: values.commentsEnabled,
    sendNotification: values.sendNotification,
    twoDaysReminder: values.twoDaysReminder,
    visibility: values.visibility,
    amount: amountOf(values, context),
    groupIds: values.groupIds,
    userIds: values.userIds,
    sharedCalendarExportInfoIds: values.sharedCalendarExportInfoIds,
  };
};

/**
 * POST /v4/activities/create's body (the mutation adds `clubId`). A copy names its source so that its images (and
 * its cover, unless a new one is chosen) come along (ADR 022). Typed as the wire's once the resolver has passed it.
 */
export const createBodyOf = (values: WizardValues, context: WizardContext): Omit<NewActivityInput, 'clubId'> => {
  const { mode, timeZone } = context;
  const repeats = values.recurring !== 0;
  const until = repeats && values.recurringUntill ? toUtcText(instantOf(values.recurringUntill, timeZone)) : null;
  return {
    ...fieldsOf(values, context),
    coverImage: values.coverImage,
    recurring: values.recurring,
    recurringUntill: until,
    recurringTimes: seriesCount(values, timeZone),
    copyFromId: mode.kind === 'copy' ? mode.activity.id : null,
  } as Omit<NewActivityInput, 'clubId'>;
};

/**
 * POST /v4/activities/update's body: the whole activity as the form holds it; the cover absent keeps it, null
 * removes it, base64 replaces it.
 */
export const updateBodyOf = (values: WizardValues, context: EditContext, updateAll = false): ActivityUpdateInput => {
  const cover = values.coverImage ?? (values.removeCover ? null : undefined);
  return {
    activityId: context.mode.activity.id,
    ...fieldsOf(values, context),
    ...(cover === undefined ? {} : { coverImage: cover }),
    updateAll,
  } as ActivityUpdateInput;
};

/** Whether the co-hosts are offered (§2.5: "only when an amount is set"); an unreadable amount counts as set. */
export const coHostsOffered = (amount: string, context: WizardContext): boolean =>
  context.mode.kind === 'edit' ? context.mode.activity.amount !== null : amount.trim() !== '';

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * What an edit changes, each saved by its own call: `activity` (update: fields, participants, cover), `coHosts`
 * (updateCoHosts). Images are picked apart from the form; "only images changed" asks no question (§4).
 */
export const editChanges = (values: WizardValues, context: EditContext) => {
  const before = initialValues(context);
  const fields = (v: WizardValues) => JSON.stringify(fieldsOf(v, context));
  return {
    activity: fields(values) !== fields(before) || values.coverImage !== null || values.removeCover,
    coHosts: coHostsOffered(values.amount, context) && !sameIds(values.coHostIds, before.coHostIds),
  };
};

/** Values as comparable text: wall-clock times by their ISO text. */
const snapshot = (values: WizardValues) =>
  JSON.stringify(values, (_key, value: unknown) =>
    typeof value === 'object' && value !== null && 'calendar' in value ? String(value) : value,
  );

/** Whether the form still holds what it started with (closing it then throws nothing away). */
export const sameValues = (values: WizardValues, initial: WizardValues): boolean =>
  snapshot(values) === snapshot(initial);

/** How many images may be picked now (§2.5 "up to 10 at once"; an activity holds at most 20). */
export const imagesPickable = (mode: ActivityWizardMode): number =>
  Math.max(
    0,
    Math.min(
      ACTIVITY_IMAGES_PER_UPLOAD,
      ACTIVITY_IMAGES_MAX - (mode.kind === 'edit' ? mode.activity.images.length : 0),
    ),
  );

/**
 * The form's resolver: the domain's zod schema for the mode (`newActivityFields`, or `activityUpdateFields` for an
 * edit) over the body the values become, so that every §5 rule of the server is the form's too, with its message
 * key under the field of the same name. One rule the domain leaves to the server because it needs the clock, "start
 * not before yesterday" (§5), is added here: on create and copy always, on edit only when the start moves (ADR 022:
 * a running multi-day event stays editable).
 */
export const wizardResolver = (context: WizardContext): Resolver<WizardValues> => {
  const earliest = earliestStart(context.now, context.timeZone);
  const { mode } = context;
  const originalStart = mode.kind === 'edit' ? new Date(mode.activity.start).getTime() : null;
  const startRule = (value: { start: Date }, ctx: { addIssue: (issue: StartIssue) => void }) => {
    const moved = originalStart === null || value.start.getTime() !== originalStart;
    if (moved && value.start < earliest) ctx.addIssue({ code: 'custom', path: ['start'], message: 'startTooEarly' });
  };
  if (mode.kind === 'edit') {
    const editContext = { ...context, mode };
    return bodyResolver(zodResolver(activityUpdateFields.superRefine(startRule), undefined, { raw: true }), (values) =>
      updateBodyOf(values, editContext),
    );
  }
  return bodyResolver(zodResolver(newActivityFields.superRefine(startRule), undefined, { raw: true }), (values) => ({
    clubId: context.clubId,
    ...createBodyOf(values, context),
  }));
};

// A type literal, not an interface: zod's issue type has an index signature an interface would not meet.
type StartIssue = { code: 'custom'; path: string[]; message: string };

/** A resolver of the form's values through a resolver of the body they become; it answers the values unchanged. */
const bodyResolver =
  <Body extends FieldValues>(
    resolve: Resolver<Body, unknown, Body>,
    bodyOf: (values: WizardValues) => Body,
  ): Resolver<WizardValues> =>
  async (values, context, options) => {
    const result = await resolve(bodyOf(values), context, options as unknown as ResolverOptions<Body>);
    const errors = result.errors as FieldErrors<WizardValues>;
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
