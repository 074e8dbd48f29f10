import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MESSAGE_COMMENTS_INLINE, MESSAGE_COMMENTS_MAX_LOADED, messageRefusals } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { failure } from '../support/failure.js';
import { useWorld } from '../support/world.js';
import { countOf, putComment, putMember, putMessage } from './helpers.js';

/**
 * Comments on messages (spec document 2 §2.8, §9 "last 3, with show more/less"; ADR 028): who may read and write
 * them, that one writes as oneself, the newest three in the lists and up to 500 through the comments call, and the
 * flag `message_comments`.
 */
const ctx = useWorld();
const { as } = ctx;
const db = () => ctx.t.database.db;
const MINUTE = 60_000;

describe('who comments', () => {
  let toGroupA: number;
  let toAll: number;
  beforeAll(async () => {
    toGroupA = await putMessage(db(), ctx.world.clubA, { title: 'Til hold A', groupIds: [ctx.world.groups.a] });
    toAll = await putMessage(db(), ctx.world.clubA, { title: 'Til alle' });
  });

  it('answers the comment as written, in the shape of an activity comment, at the clock’s time', async () => {
    const at = new Date(Math.floor(Date.now() / 1000) * 1000);
    ctx.t.clock.stopAt(at);
    try {
      const comment = await as('memberA').addMessageComment({
        body: { userId: ctx.world.userIds.memberA, messageId: toGroupA, comment: 'Jeg tager kage med' },
      });
      expect(comment).toEqual({
        id: expect.any(Number),
        userId: ctx.world.userIds.memberA,
        comment: 'Jeg tager kage med',
        type: 0,
        userImageUrl: null,
        displayName: 'memberA Test',
        createdAt: at.toISOString(),
      });
    } finally {
      ctx.t.clock.resume();
    }
  });

  it('shows a member’s picture as the comment’s', async () => {
    await db().execute(sql`update users set image_path = 'users/1/face.png' where id = ${ctx.world.userIds.leaderA}`);
    try {
      const comment = await as('leaderA').addMessageComment({
        body: { userId: ctx.world.userIds.leaderA, messageId: toGroupA, comment: 'Godt' },
      });
      expect(comment.userImageUrl).toBe('/files/users/1/face.png');
    } finally {
      await db().execute(sql`update users set image_path = null where id = ${ctx.world.userIds.leaderA}`);
    }
  });

  it('refuses a member the message is not meant for (403 notARecipient), reading and writing, and writes nothing', async () => {
    const before = await countOf(db(), 'message_comments');
    for (const call of [
      as('otherLeaderA').messageComments({ body: { messageId: toGroupA } }),
      as('otherLeaderA').addMessageComment({
        body: { userId: ctx.world.userIds.otherLeaderA, messageId: toGroupA, comment: 'Hej' },
      }),
    ]) {
      expect(await failure(call)).toMatchObject({
        status: 403,
        code: messageRefusals.notARecipient.code,
        message: 'Beskeden er ikke til dig',
      });
    }
    expect(await countOf(db(), 'message_comments')).toBe(before);
  });

  it('lets every member comment on a message to all members, and an administrator on any message', async () => {
    const loner = await putMember(db(), ctx.world.clubA, 'Løs');
    await expect(
      api(ctx.t, { token: loner.token }).addMessageComment({
        body: { userId: loner.userId, messageId: toAll, comment: 'Hej fra mig' },
      }),
    ).resolves.toMatchObject({ displayName: 'Løs Prøve' });
    // adminA is in no group: an administrator of the club all the same.
    await expect(
      as('adminA').addMessageComment({
        body: { userId: ctx.world.userIds.adminA, messageId: toGroupA, comment: 'Ok' },
      }),
    ).resolves.toMatchObject({ userId: ctx.world.userIds.adminA });
  });

  it('refuses a comment in another’s name (403 notYourself) before anything is written, even from an administrator', async () => {
    const before = await countOf(db(), 'message_comments');
    expect(
      await failure(
        as('adminA').addMessageComment({ body: { userId: ctx.world.userIds.memberA, messageId: toAll, comment: 'X' } }),
      ),
    ).toMatchObject({ status: 403, code: messageRefusals.notYourself.code });
    expect(await countOf(db(), 'message_comments')).toBe(before);
  });
});

describe('the newest three in the lists, up to 500 through the comments call', () => {
  let id: number;
  const count = 7;
  beforeAll(async () => {
    id = await putMessage(db(), ctx.world.clubA, { title: 'Mange svar' });
    const base = Date.now() - 60 * MINUTE;
    for (let n = 1; n <= count; n += 1) {
      await putComment(db(), ctx.world.clubA, id, ctx.world.userIds.memberA, `Svar ${n}`, new Date(base + n * MINUTE));
    }
  });

  it(`carries the newest ${MESSAGE_COMMENTS_INLINE}, oldest first, and the count in both lists`, async () => {
    const admins = await as('adminA').clubMessages({ params: { club: ctx.world.clubA }, query: { limit: 100 } });
    const reading = await as('memberA').myMessages({ query: { clubId: ctx.world.clubA, limit: 100 } });
    for (const page of [admins, reading]) {
      const message = page.messages.find((m) => m.id === id);
      expect(message?.comments.map((c) => c.comment)).toEqual(['Svar 5', 'Svar 6', 'Svar 7']);
      expect(message?.commentCount).toBe(count);
    }
  });

  it('answers them all, oldest first, with the count', async () => {
    const answer = await as('memberA').messageComments({ body: { messageId: id } });
    expect(answer.comments.map((c) => c.comment)).toEqual(Array.from({ length: count }, (_, n) => `Svar ${n + 1}`));
    expect(answer.totalCount).toBe(count);
    expect(answer.comments[0]).toMatchObject({
      type: 0,
      userId: ctx.world.userIds.memberA,
      displayName: 'memberA Test',
    });
  });

  it(`answers the newest ${MESSAGE_COMMENTS_MAX_LOADED} of a longer thread, oldest first, counting them all`, async () => {
    const long = await putMessage(db(), ctx.world.clubA, { title: 'Lang tråd' });
    await db().execute(
      sql`insert into message_comments (message_id, club_id, user_id, comment, created_at)
          select ${long}, ${ctx.world.clubA}, ${ctx.world.userIds.memberA}, 'Svar ' || n,
                 now() - interval '1 day' + n * interval '1 second'
            from generate_series(1, ${MESSAGE_COMMENTS_MAX_LOADED + 2}) as n`,
    );
    const answer = await as('adminA').messageComments({ body: { messageId: long } });
    expect(answer.totalCount).toBe(MESSAGE_COMMENTS_MAX_LOADED + 2);
    expect(answer.comments).toHaveLength(MESSAGE_COMMENTS_MAX_LOADED);
    expect(answer.comments[0]?.comment).toBe('Svar 3');
    expect(answer.comments.at(-1)?.comment).toBe(`Svar ${MESSAGE_COMMENTS_MAX_LOADED + 2}`);
  });

  it('answers a message without comments with none', async () => {
    const quiet = await putMessage(db(), ctx.world.clubA, { title: 'Stille' });
    expect(await as('memberA').messageComments({ body: { messageId: quiet } })).toEqual({
      comments: [],
      totalCount: 0,
    });
  });
});

describe('with message_comments off', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'klubhus-flags-'));
  const featuresFile = path.join(folder, 'features.json');
  fs.writeFileSync(featuresFile, JSON.stringify({ message_comments: false }));
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
  const off = useWorld({ FEATURES_FILE: featuresFile });

  it('answers 403 messageCommentsOff to both calls, administrators too, and writes nothing', async () => {
    const id = await putMessage(off.t.database.db, off.world.clubA, { title: 'Uden kommentarer' });
    const before = await countOf(off.t.database.db, 'message_comments');
    for (const call of [
      off.as('adminA').messageComments({ body: { messageId: id } }),
      off
        .as('memberA')
        .addMessageComment({ body: { userId: off.world.userIds.memberA, messageId: id, comment: 'Hej' } }),
    ]) {
      expect(await failure(call)).toMatchObject({
        status: 403,
        code: messageRefusals.messageCommentsOff.code,
        message: 'Kommentarer på beskeder er slået fra',
      });
    }
    expect(await countOf(off.t.database.db, 'message_comments')).toBe(before);
  });
});
