/** PostgreSQL's unique_violation, from node-postgres or PGlite, wrapped by drizzle or not. */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let current: unknown = error; current && typeof current === 'object';) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};
