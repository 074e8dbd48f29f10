import { signupLinksContract } from '@klubhus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { seedLink } from '../support/links.js';
import { adminOfClubA, coveredEntries, matrix } from '../support/matrix.js';
import { useWorld } from '../support/world.js';

/**
 * Every sign-up link call × the seven personas (AREAS.md point 3), against club A. The calls are an administrator's;
 * a group (`groupId`, `groupIds`) is a filter or a list checked in the service, so both leader columns expect what
 * any member gets: 403.
 */
const ctx = useWorld();

/** A link of club A per cell of the delete matrix: the administrator's cell deletes its own. */
let deletable: number[] = [];
beforeAll(async () => {
  deletable = await Promise.all(Array.from({ length: 9 }, async () => (await seedLink(ctx.t, ctx.world.clubA)).id));
});
const nextLink = () => deletable.shift() ?? 0;

matrix(ctx, 'createClubLink', adminOfClubA, ({ options }) =>
  api(ctx.t, options).createClubLink({ params: { clubId: ctx.world.clubA }, body: { groupIds: [ctx.world.groups.a] } }),
);
matrix(ctx, 'clubLinks', adminOfClubA, ({ options }) =>
  api(ctx.t, options).clubLinks({ params: { clubId: ctx.world.clubA }, query: { groupId: ctx.world.groups.a } }),
);
matrix(ctx, 'deleteClubLink', adminOfClubA, ({ options }) =>
  api(ctx.t, options).deleteClubLink({ params: { clubId: ctx.world.clubA, linkId: nextLink() } }),
);

describe('a club id that is not yours', () => {
  it("answers 403 to club A's administrator on club B, whatever the link", async () => {
    const { id } = await seedLink(ctx.t, ctx.world.clubB);
    const as = api(ctx.t, { token: ctx.world.tokens.adminA });
    await expect(as.clubLinks({ params: { clubId: ctx.world.clubB }, query: {} })).rejects.toMatchObject({
      status: 403,
    });
    await expect(as.deleteClubLink({ params: { clubId: ctx.world.clubB, linkId: id } })).rejects.toMatchObject({
      status: 403,
    });
  });
});

describe('every sign-up link call is in a matrix', () => {
  it('covers each entry of the sign-up links contract', () => {
    expect([...coveredEntries(ctx)].sort()).toEqual(Object.keys(signupLinksContract).sort());
  });
});
