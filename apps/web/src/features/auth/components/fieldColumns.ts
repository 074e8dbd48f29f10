/**
 * Where a sign-up form's pairs of fields (first name and surname …) go side by side: from the `sm` width of the
 * screen (`viewport`, the auth pages and `/register`), or of the card around the form (`container`, the invitation's
 * layout, whose card is an `@container`).
 */
export type FieldColumns = 'viewport' | 'container';

/** The classes of a pair of fields, two columns once there is room (written out whole, for Tailwind to find). */
export const pairClass: Record<FieldColumns, string> = {
  viewport: 'grid gap-4 sm:grid-cols-2',
  container: 'grid gap-4 @sm:grid-cols-2',
};
