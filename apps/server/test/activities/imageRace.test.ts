import { ACTIVITY_IMAGES_MAX } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { codeOf } from '../support/failure.js';
import { pngFile } from '../support/images.js';
import { useWorld } from '../support/world.js';
import { newActivity } from './helpers.js';

/**
 * The 20-image limit against parallel uploads (ADR 022): each upload appends under the activity's row lock, so two
 * uploads cannot both count the images before either has added its own. Needs two connections at once; PGlite has
 * one, where requests cannot overlap inside a transaction.
 */
describe.skipIf(!process.env.DATABASE_URL)('parallel image uploads on PostgreSQL', () => {
  const ctx = useWorld();
  const upload = (id: number, count: number) =>
    ctx.as('adminA').newActivityImages({
      params: { id },
      body: { images: Array.from({ length: count }, (_, index) => pngFile(`foto-${index}.png`)) },
    });
  const storedImages = async (id: number) =>
    (
      await queryRows<{ image_paths: string[] }>(
        ctx.t.database.db,
        sql`select image_paths from activities where id = ${id}`,
      )
    )[0]?.image_paths ?? [];

  it.each([1, 2, 3, 4, 5])(
    'round %i: eight uploads of two onto ten images — five pass, three are refused',
    async () => {
      const { id } = await ctx.as('adminA').createActivity({
        body: newActivity(ctx.world.clubA, { start: '2027-03-04T16:00', end: '2027-03-04T17:00' }),
      });
      await upload(id, 10);
      const answers = await Promise.all(Array.from({ length: 8 }, () => codeOf(upload(id, 2))));
      expect(answers.filter((answer) => answer === 'ok')).toHaveLength((ACTIVITY_IMAGES_MAX - 10) / 2);
      expect(answers.filter((answer) => answer === '409 tooManyImages')).toHaveLength(3);
      const stored = await storedImages(id);
      expect(stored).toHaveLength(ACTIVITY_IMAGES_MAX);
      expect(new Set(stored).size).toBe(ACTIVITY_IMAGES_MAX);
    },
  );
});
