import { memberTypeOf, sponsorsContract } from '@klubhus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { adminOfClubA, coveredEntries, matrix, memberOfClubA, type Expectations } from '../support/matrix.js';
import { useWorld } from '../support/world.js';
import { PNG_BASE64, putSponsor, tempDataDir, worldSponsors } from './helpers.js';

/**
 * Every sponsors call × the seven personas (AREAS.md point 3; ADR 029), against club A and its sponsor. The tab's calls
 * are the administrators' (§6); a sponsor located by its id answers 404 outside its club and 403 to its club's other
 * members; the gate (`showSponsor`) is every member's, for their own club only. No group is concerned by any of them:
 * both leader columns say so.
 */
const ctx = useWorld({ DATA_DIR: tempDataDir('access') });
let sponsors: { a: number; b: number };
beforeAll(async () => {
  sponsors = await worldSponsors(ctx.t.database.db, ctx.world);
});

/** Changing club A's sponsor, located by its own id: 404 to those outside club A, 403 to its non-administrators. */
const changesSponsor: Expectations = { ...adminOfClubA, outsider: 404, otherAdmin: 404 };

const clubA = () => ctx.world.clubA;
/** Club A's sponsor's logo, by its address: a logo the club has. */
const logoA = () => `/files/sponsors/${clubA()}/plain.png`;

matrix(ctx, 'clubSponsors', adminOfClubA, ({ options }) =>
  api(ctx.t, options).clubSponsors({ query: { clubId: clubA() } }),
);
matrix(ctx, 'createSponsor', adminOfClubA, ({ options }) =>
  api(ctx.t, options).createSponsor({
    body: { clubId: clubA(), title: 'Bageriet', url: 'https://bager.dk', logoBase64: PNG_BASE64 },
  }),
);
matrix(ctx, 'updateSponsor', changesSponsor, ({ options }) =>
  api(ctx.t, options).updateSponsor({
    body: { sponsorId: sponsors.a, title: 'Bageriet', url: 'https://bager.dk', logo: logoA() },
  }),
);
// Each cell deletes a sponsor of its own, put in club A just before.
matrix(ctx, 'deleteSponsor', changesSponsor, async ({ options }) => {
  const sponsorId = await putSponsor(ctx.t.database.db, clubA(), { title: 'Til sletning' });
  return api(ctx.t, options).deleteSponsor({ query: { sponsorId } });
});
matrix(ctx, 'orderSponsorViews', adminOfClubA, ({ options }) =>
  api(ctx.t, options).orderSponsorViews({ body: { ClubId: clubA(), ViewCount: 2500 } }),
);
matrix(ctx, 'newSponsorExemptions', adminOfClubA, ({ options }) =>
  api(ctx.t, options).newSponsorExemptions({ body: { clubId: clubA() } }),
);
matrix(ctx, 'sponsorExemptions', adminOfClubA, ({ options }) =>
  api(ctx.t, options).sponsorExemptions({ body: { clubId: clubA() } }),
);
matrix(ctx, 'updateSponsorExemptions', adminOfClubA, ({ options }) =>
  api(ctx.t, options).updateSponsorExemptions({
    body: { ClubId: clubA(), RoleExemptions: [{ MemberType: memberTypeOf('member'), Enabled: false }] },
  }),
);
matrix(ctx, 'sponsorZips', adminOfClubA, ({ options }) =>
  api(ctx.t, options).sponsorZips({ query: { clubId: clubA() } }),
);
// The gate for club A named by its id: its members, whatever their role; anyone else's id answers 403. (Without a club
// it is every signed-in person's: test/clubs/access.test.ts.)
matrix(ctx, 'showSponsor', memberOfClubA, ({ options }) =>
  api(ctx.t, options).showSponsor({ body: { clubId: clubA() } }),
);

describe('sponsors of another club', () => {
  it.each([
    [
      'updateSponsor',
      () =>
        ctx.as('adminA').updateSponsor({
          body: { sponsorId: sponsors.b, title: 'Overtaget', url: 'https://x.dk', logoBase64: PNG_BASE64 },
        }),
    ],
    ['deleteSponsor', () => ctx.as('adminA').deleteSponsor({ query: { sponsorId: sponsors.b } })],
  ])("%s answers 404 for club B's sponsor to club A's administrator", async (_label, call) => {
    await expect(call()).rejects.toMatchObject({ status: 404 });
  });

  it.each([
    [
      'updateSponsor',
      () =>
        ctx.as('memberA').updateSponsor({
          body: { sponsorId: sponsors.a, title: 'Overtaget', url: 'https://x.dk', logo: logoA() },
        }),
    ],
    ['deleteSponsor', () => ctx.as('leaderA').deleteSponsor({ query: { sponsorId: sponsors.a } })],
  ])("%s answers 403 for club A's sponsor to a member of club A who is no administrator", async (_label, call) => {
    await expect(call()).rejects.toMatchObject({ status: 403 });
  });

  it("club A's administrator's list never shows club B's sponsor", async () => {
    const list = await ctx.as('adminA').clubSponsors({ query: { clubId: clubA() } });
    expect(list.sponsors.map((sponsor) => sponsor.clubId)).not.toContain(ctx.world.clubB);
    expect(list.sponsors.map((sponsor) => sponsor.id)).toContain(sponsors.a);
  });

  it("the gate never shows club B's sponsor to club B's id from club A's administrator", async () => {
    await expect(ctx.as('adminA').showSponsor({ body: { clubId: ctx.world.clubB } })).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
    });
  });
});

describe('every sponsors call is in a matrix', () => {
  it('covers each entry of the sponsors contract, and the gate', () => {
    expect([...coveredEntries(ctx)].sort()).toEqual([...Object.keys(sponsorsContract), 'showSponsor'].sort());
  });
});
