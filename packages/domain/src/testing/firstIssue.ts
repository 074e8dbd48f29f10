import type * as z from 'zod';

/** The first issue of a failed parse as `{ field, message }`, or `ok`: one value for table tests of schemas. */
export const firstIssue = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) return 'ok';
  const [issue] = result.error.issues;
  return { field: issue?.path.join('.'), message: issue?.message };
};
