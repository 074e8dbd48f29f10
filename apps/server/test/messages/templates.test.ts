import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localeCodes, memberTypeOf } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { api } from '../support/api.js';
import { useWorld } from '../support/world.js';
import { putMember } from './helpers.js';

/**
 * The message templates (spec document 2 §3 Message template; ADR 028): global, seeded in the 8 languages, asked for in
 * `language`, else the caller's own, else Danish; none while `message_templates` is off.
 */
const ctx = useWorld();
const { as } = ctx;

describe('the seeded templates', () => {
  it.each(localeCodes)('%s has four, by position, each with a title and a text', async (language) => {
    const { templates } = await as('adminA').messageTemplates({ query: { clubId: ctx.world.clubA, language } });
    expect(templates).toHaveLength(4);
    for (const template of templates) {
      expect(template.title.trim()).not.toBe('');
      expect(template.message.length).toBeGreaterThan(100);
    }
    const [row] = await queryRows<{ titles: string[] }>(
      ctx.t.database.db,
      sql`select array_agg(title order by position) as titles from message_templates where locale = ${language}`,
    );
    expect(templates.map((template) => template.title)).toEqual(row?.titles);
  });

  it('are in Danish first, the general assembly before the cancelled practice, the fee and the welcome', async () => {
    const { templates } = await as('adminA').messageTemplates({ query: { clubId: ctx.world.clubA, language: 'da' } });
    expect(templates.map((template) => template.title)).toEqual([
      'Indkaldelse til ordinær generalforsamling',
      'Træning aflyst',
      'Husk at betale kontingent',
      'Velkommen til nye medlemmer',
    ]);
  });

  it('differ from language to language', async () => {
    const titles = new Set<string>();
    for (const language of localeCodes) {
      const { templates } = await as('adminA').messageTemplates({ query: { clubId: ctx.world.clubA, language } });
      titles.add(templates[0]?.title ?? '');
    }
    expect(titles.size).toBe(localeCodes.length);
  });
});

describe('the language asked', () => {
  it('is Danish for a caller without a language of their own', async () => {
    const { templates } = await as('adminA').messageTemplates({ query: { clubId: ctx.world.clubA } });
    expect(templates[1]?.title).toBe('Træning aflyst');
  });

  it("is the caller's own language when none is named, and the named one over it", async () => {
    const writer = await putMember(ctx.t.database.db, ctx.world.clubA, 'Writer', { locale: 'en' });
    await ctx.t.database.db.execute(
      sql`update memberships set type = ${memberTypeOf('admin')} where user_id = ${writer.userId}`,
    );
    const client = api(ctx.t, { token: writer.token });
    expect((await client.messageTemplates({ query: { clubId: ctx.world.clubA } })).templates[1]?.title).toBe(
      'Practice cancelled',
    );
    expect(
      (await client.messageTemplates({ query: { clubId: ctx.world.clubA, language: 'de' } })).templates[1]?.title,
    ).toBe('Training fällt aus');
  });
});

describe('with message_templates off', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'klubhus-flags-'));
  const featuresFile = path.join(folder, 'features.json');
  fs.writeFileSync(featuresFile, JSON.stringify({ message_templates: false }));
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
  const off = useWorld({ FEATURES_FILE: featuresFile });

  it('answers no templates', async () => {
    expect(await off.as('adminA').messageTemplates({ query: { clubId: off.world.clubA, language: 'da' } })).toEqual({
      templates: [],
    });
  });
});
