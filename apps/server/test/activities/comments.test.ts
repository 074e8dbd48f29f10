import fs from 'node:fs';
import path from 'node:path';
import { COMMENTS_MAX_LOADED, participationRefusals, textLimits } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { commentsForDetail } from '../../src/features/activities/comments.js';
import { localFileStorage } from '../../src/shared/files/storage.js';
import { api } from '../support/api.js';
import { badInput } from '../support/badInput.js';
import { PNG_BYTES, pngFile } from '../support/images.js';
import { newSession } from '../support/sessions.js';
import { useWorld } from '../support/world.js';
import { seedMember } from './helpers.js';

/**
 * Comments (spec document 2 §2.5, §3 Activity comment; ADR 023): a text or an image, never both; administrators, group
 * leaders and members invited to the activity; off per activity; not on a cancelled one. The detail carries the
 * newest COMMENTS_MAX_LOADED, oldest first, with the count.
 */
const ctx = useWorld();
const { as } = ctx;
const { notInvited, commentsDisabled, commentTextOrImage } = participationRefusals;

/** An activity of club A made by its administrator, as SQL writes one: coming unless `daysAhead` is negative. */
const activity = async (over: { commentsEnabled?: boolean; cancelled?: boolean; daysAhead?: number } = {}) => {
  const days = over.daysAhead ?? 10;
  const [row] = await queryRows<{ id: number }>(
    ctx.t.database.db,
    sql`insert into activities (club_id, type, title, starts_at, ends_at, created_by_user_id, comments_enabled,
                                cancelled_at)
        values (${ctx.world.clubA}, 1, 'Træning', now() + ${days} * interval '1 day',
                now() + ${days} * interval '1 day' + interval '1 hour', ${ctx.world.userIds.adminA},
                ${over.commentsEnabled ?? true}, ${over.cancelled ? sql`now()` : sql`null`})
        returning id`,
  );
  return Number(row?.id);
};

const invite = async (activityId: number, userId: number) => {
  await ctx.t.database.db.execute(
    sql`insert into activity_participants (activity_id, club_id, user_id) values (${activityId}, ${ctx.world.clubA}, ${userId})
        on conflict do nothing`,
  );
};

const comment = (persona: Parameters<typeof as>[0], id: number, body: { Comment?: string; image?: File }) =>
  as(persona).activityComment({ params: { id }, body });

const commentFiles = () => {
  const folder = path.join(ctx.t.config.dataDir, 'files', 'activities', String(ctx.world.clubA), 'comments');
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
};

let open: number;
beforeAll(async () => {
  open = await activity();
  await invite(open, ctx.world.userIds.memberA);
  await ctx.t.database.db.execute(
    sql`update users set image_path = 'users/admin-a.png' where id = ${ctx.world.userIds.adminA}`,
  );
});

describe('POST /v2/web/activitycomment/:id', () => {
  it("answers a text comment with its author's name and picture", async () => {
    const answer = await comment('adminA', open, { Comment: '  Husk drikkedunk  ' });
    expect(answer).toMatchObject({
      userId: ctx.world.userIds.adminA,
      comment: 'Husk drikkedunk',
      type: 0,
      displayName: 'adminA Test',
      userImageUrl: '/files/users/admin-a.png',
    });
    const [row] = await queryRows<{ type: number; comment: string; image_path: string | null }>(
      ctx.t.database.db,
      sql`select type, comment, image_path from activity_comments where id = ${answer.id}`,
    );
    expect(row).toEqual({ type: 0, comment: 'Husk drikkedunk', image_path: null });
  });

  it('stores an image below DATA_DIR/files and answers its address, which serves the image', async () => {
    const answer = await comment('leaderA', open, { image: pngFile('kamp.png') });
    expect(answer.type).toBe(1);
    expect(answer.comment).toMatch(new RegExp(`^/files/activities/${ctx.world.clubA}/comments/[0-9a-f]+\\.png$`));
    const served = await ctx.t.app.inject({ method: 'GET', url: answer.comment });
    expect(served.statusCode).toBe(200);
    expect(new Uint8Array(served.rawPayload)).toEqual(PNG_BYTES);
  });

  it('takes comments from a member invited to the activity, and refuses one who is not (403 notInvited)', async () => {
    await expect(comment('memberA', open, { Comment: 'Jeg kommer' })).resolves.toMatchObject({
      displayName: 'memberA Test',
    });
    const stranger = await seedMember(ctx.t.database.db, ctx.world.clubA, ctx.world.groups.a, 'Ikke');
    const client = api(ctx.t, { token: await newSession(ctx.t.database.db, stranger) });
    await expect(client.activityComment({ params: { id: open }, body: { Comment: 'Hej' } })).rejects.toMatchObject({
      status: 403,
      code: notInvited.code,
      message: notInvited.message,
    });
  });

  it('takes comments on a past activity (photos come afterwards)', async () => {
    const past = await activity({ daysAhead: -3 });
    await expect(comment('adminA', past, { Comment: 'Tak for i går' })).resolves.toMatchObject({ type: 0 });
  });
});

badInput(ctx, 'POST /v2/web/activitycomment/:id', {
  tables: ['activity_comments'],
  call: async ({ id, body }: { id: () => Promise<number> | number; body: { Comment?: string; image?: File } }) => {
    const before = commentFiles();
    try {
      return await comment('adminA', await id(), body);
    } finally {
      // A refused image leaves no file behind.
      expect(commentFiles()).toEqual(before);
    }
  },
  cases: [
    [
      'a text and an image together',
      { id: () => open, body: { Comment: 'Se her', image: pngFile() } },
      { status: 400, code: commentTextOrImage.code, field: 'Comment', message: commentTextOrImage.message },
    ],
    ['neither a text nor an image', { id: () => open, body: {} }, { status: 400, code: 'required', field: 'Comment' }],
    ['a blank text', { id: () => open, body: { Comment: '   ' } }, { status: 400, code: 'required', field: 'Comment' }],
    [
      `a text over ${textLimits.comment} characters`,
      { id: () => open, body: { Comment: 'x'.repeat(textLimits.comment + 1) } },
      { status: 400, code: 'maxLength', field: 'Comment' },
    ],
    [
      'a text with a control character',
      { id: () => open, body: { Comment: 'Hej\u0007' } },
      { status: 400, code: 'invalidCharacter', field: 'Comment' },
    ],
    [
      'a file that is no image, sent as one',
      { id: () => open, body: { image: new File(['<svg/>'], 'x.png', { type: 'image/png' }) } },
      { status: 400, code: 'imagesOnly', field: 'image' },
    ],
    [
      'a text file',
      { id: () => open, body: { image: new File(['hej'], 'x.txt', { type: 'text/plain' }) } },
      { status: 400, code: 'imagesOnly', field: 'image' },
    ],
    [
      'an activity with comments off',
      { id: () => activity({ commentsEnabled: false }), body: { Comment: 'Hej' } },
      { status: 409, code: commentsDisabled.code, message: commentsDisabled.message },
    ],
    [
      'an image on an activity with comments off',
      { id: () => activity({ commentsEnabled: false }), body: { image: pngFile() } },
      { status: 409, code: commentsDisabled.code },
    ],
    [
      'a cancelled activity',
      { id: () => activity({ cancelled: true }), body: { Comment: 'Ærgerligt' } },
      { status: 409, code: 'activityCancelled' },
    ],
    ['an unknown activity', { id: () => 999_999, body: { Comment: 'Hej' } }, { status: 404, code: 'notFound' }],
    [
      "club B's activity",
      { id: () => ctx.world.activities.b, body: { Comment: 'Hej' } },
      { status: 404, code: 'notFound' },
    ],
  ],
});

describe('the comments the detail carries', () => {
  it(`are the newest ${COMMENTS_MAX_LOADED}, oldest first, with the count of all`, async () => {
    const id = await activity();
    const total = COMMENTS_MAX_LOADED + 3;
    await ctx.t.database.db.execute(
      sql`insert into activity_comments (activity_id, club_id, user_id, type, comment, created_at)
          select ${id}, ${ctx.world.clubA}, ${ctx.world.userIds.memberA}, 0, 'Kommentar ' || n,
                 timestamptz '2026-01-01T00:00:00Z' + n * interval '1 minute'
            from generate_series(1, ${total}::int) as n`,
    );
    const files = localFileStorage(ctx.t.config.dataDir);
    const { comments, commentCount } = await commentsForDetail({ db: ctx.t.database.db, files }, ctx.world.clubA, id);
    expect(commentCount).toBe(total);
    expect(comments).toHaveLength(COMMENTS_MAX_LOADED);
    expect(comments[0]?.comment).toBe('Kommentar 4');
    expect(comments.at(-1)).toMatchObject({ comment: `Kommentar ${total}`, displayName: 'memberA Test' });
    // Another club's id finds nothing.
    expect(await commentsForDetail({ db: ctx.t.database.db, files }, ctx.world.clubB, id)).toEqual({
      comments: [],
      commentCount: 0,
    });
  });

  it('arrive with the activity in its detail', async () => {
    const id = await activity();
    await comment('adminA', id, { Comment: 'Første' });
    await comment('leaderA', id, { image: pngFile() });
    const detail = await as('adminA').getActivity({ params: { id } });
    expect(detail.commentCount).toBe(2);
    expect(detail.comments.map((shown) => [shown.type, shown.displayName])).toEqual([
      [0, 'adminA Test'],
      [1, 'leaderA Test'],
    ]);
  });
});
