import { messagesContract } from '@klubhus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import {
  adminOfClubA,
  coveredEntries,
  credentialMatrix,
  matrix,
  memberOfClubA,
  type Expectations,
} from '../support/matrix.js';
import { useWorld } from '../support/world.js';
import { putMessage, worldMessages } from './helpers.js';

/**
 * Every messages call × the seven personas (AREAS.md point 3; ADR 028), against club A and its message to group A.
 * Writing is the administrators' (group leaders are refused, ADR 028); every member reads their own list; a message
 * located by its id answers 404 outside its club; its comments are the administrators' and its recipients' (the
 * other group's leader is not one). No group is concerned by the club's lists: both leader columns say so.
 */
const ctx = useWorld();
let messages: { a: number; b: number };
beforeAll(async () => {
  messages = await worldMessages(ctx.t.database.db, ctx.world);
});

/** Changing club A's message, located by its own id: 404 to those outside club A, 403 to its non-administrators. */
const changesMessage: Expectations = { ...adminOfClubA, outsider: 404, otherAdmin: 404 };

/** The comments of club A's message to group A: its administrators and the members of group A. */
const commentsOfMessage: Expectations = { ...memberOfClubA, outsider: 404, otherAdmin: 404, otherLeader: 403 };

const body = () => ({ title: 'Træning', message: 'Husk bolde', allMembers: false, groupIds: [ctx.world.groups.a] });

matrix(ctx, 'clubMessages', adminOfClubA, ({ options }) =>
  api(ctx.t, options).clubMessages({ params: { club: ctx.world.clubA }, query: {} }),
);
matrix(ctx, 'myMessages', memberOfClubA, ({ options }) =>
  api(ctx.t, options).myMessages({ query: { clubId: ctx.world.clubA } }),
);
matrix(ctx, 'createMessage', adminOfClubA, ({ options }) =>
  api(ctx.t, options).createMessage({ body: { clubId: ctx.world.clubA, ...body() } }),
);
matrix(ctx, 'updateMessage', changesMessage, ({ options }) =>
  api(ctx.t, options).updateMessage({ params: { id: messages.a }, body: body() }),
);
// Each cell deletes a message of its own, put in club A just before.
matrix(ctx, 'deleteMessage', changesMessage, async ({ options }) => {
  const id = await putMessage(ctx.t.database.db, ctx.world.clubA, { groupIds: [ctx.world.groups.a] });
  return api(ctx.t, options).deleteMessage({ params: { id } });
});
matrix(ctx, 'messageTemplates', adminOfClubA, ({ options }) =>
  api(ctx.t, options).messageTemplates({ query: { clubId: ctx.world.clubA } }),
);
matrix(ctx, 'messageComments', commentsOfMessage, ({ options }) =>
  api(ctx.t, options).messageComments({ body: { messageId: messages.a } }),
);
// Each caller comments as themselves (the anonymous cell names adminA, refused before the body is read).
matrix(ctx, 'addMessageComment', commentsOfMessage, ({ options, userId }) =>
  api(ctx.t, options).addMessageComment({
    body: { userId: userId ?? ctx.world.userIds.adminA, messageId: messages.a, comment: 'Fint' },
  }),
);

// The unsubscribe link's two calls are public, by a signed token (their own tests are the delivery's); here only that
// no credential is needed to reach them: a token that is not valid answers 404 to everyone.
describe('the unsubscribe calls are public', () => {
  credentialMatrix(ctx, 'messageMailChoice', 'public', ({ options }) =>
    api(ctx.t, options)
      .messageMailChoice({ query: { token: 'x' } })
      .catch((error: { status?: number }) => {
        if (error.status === 404) return undefined;
        throw error;
      }),
  );
  credentialMatrix(ctx, 'setMessageMailChoice', 'public', ({ options }) =>
    api(ctx.t, options)
      .setMessageMailChoice({ query: { token: 'x' }, body: {} })
      .catch((error: { status?: number }) => {
        if (error.status === 404) return undefined;
        throw error;
      }),
  );
});

describe('resources of another club', () => {
  it.each([
    ['updateMessage', () => ctx.as('adminA').updateMessage({ params: { id: messages.b }, body: body() })],
    ['deleteMessage', () => ctx.as('adminA').deleteMessage({ params: { id: messages.b } })],
    ['messageComments', () => ctx.as('adminA').messageComments({ body: { messageId: messages.b } })],
    [
      'addMessageComment',
      () =>
        ctx.as('adminA').addMessageComment({
          body: { userId: ctx.world.userIds.adminA, messageId: messages.b, comment: 'Hej' },
        }),
    ],
  ])("%s answers 404 for club B's message to club A's administrator", async (_label, call) => {
    await expect(call()).rejects.toMatchObject({ status: 404 });
  });

  it("club A's administrator's lists never show club B's message", async () => {
    const page = await ctx.as('adminA').clubMessages({ params: { club: ctx.world.clubA }, query: {} });
    expect(page.messages.map((message) => message.clubId)).not.toContain(ctx.world.clubB);
  });
});

describe('every messages call is in a matrix', () => {
  it('covers each entry of the messages contract', () => {
    expect([...coveredEntries(ctx)].sort()).toEqual(Object.keys(messagesContract).sort());
  });
});
