import { safeParse, type $ZodType } from 'zod/v4/core';

/** The first issue of a failed parse as `{ field, message }`, or `ok`: one value for table tests of schemas (full or mini zod). */
export const firstIssue = (schema: $ZodType, value: unknown) => {
  const result = safeParse(schema, value);
  if (result.success) return 'ok';
  const [issue] = result.error.issues;
  return { field: issue?.path.join('.'), message: issue?.message };
};
