import type { LocaleCode } from '@klubhus/domain';
import * as repo from './repo.js';
import type { BoardDeps, Caller } from './service.js';

/**
 * The message templates (spec document 2 §3 Message template; ADR 028): global, read-only, seeded by their migration
 * (`drizzle/0018_messages.sql`) in the 8 languages, four each; the wizard offers them while `message_templates` is on.
 */

/** The flag of the wizard's templates: off answers none (ADR 028). */
const templatesOn = (deps: Pick<BoardDeps, 'flags'>): boolean =>
  deps.flags.features.message_templates?.defaultValue === true;

/** The templates in `language`, else the caller's own language, else Danish (ADR 028). */
export const messageTemplates = async (
  deps: Pick<BoardDeps, 'db' | 'flags'>,
  caller: Caller,
  language: LocaleCode | undefined,
): Promise<{ templates: { id: number; title: string; message: string }[] }> => {
  if (!templatesOn(deps)) return { templates: [] };
  const rows = await repo.templatesFor(deps.db, language, caller.userId);
  return { templates: rows.map((row) => ({ id: Number(row.id), title: row.title, message: row.message })) };
};
