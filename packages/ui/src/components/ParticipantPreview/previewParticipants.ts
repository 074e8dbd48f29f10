/** What a participant preview shows: the first `max` participants and how many more there are. */
export interface ParticipantPreviewSplit<T> {
  shown: T[];
  more: number;
}

/**
 * Splits a participant list for the preview (spec §9: 4 avatars plus "+ n flere"): the first `max` are
 * shown, the rest are counted. A negative or fractional `max` is rounded down to a whole count ≥ 0.
 * `total` is how many take part in all when `list` holds only the first of them (a server's preview);
 * it is never taken as fewer than the list holds.
 */
export function previewParticipants<T>(list: readonly T[], max = 4, total?: number): ParticipantPreviewSplit<T> {
  const limit = Math.max(0, Math.floor(max));
  const shown = list.slice(0, limit);
  const everyone = Math.max(list.length, Math.floor(total ?? list.length));
  return { shown, more: everyone - shown.length };
}

/** The spec's text after the avatars when there are more participants: "+ 3 flere". */
export const defaultMoreLabel = (more: number): string => `+ ${more} flere`;

/** The preview's accessible name: "1 deltager", "7 deltagere". */
export const defaultCountLabel = (count: number): string => (count === 1 ? '1 deltager' : `${count} deltagere`);
