import { invitationRefusals, LINK_VALID_DAYS, linkValidTo } from '@klubhus/domain';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../src/shared/clock.js';
import { api } from '../support/api.js';
import { codeOf, failure } from '../support/failure.js';
import { seedLink, type SeededLink } from '../support/links.js';
import { uniqueEmail } from '../support/uniqueEmail.js';
import { useWorld } from '../support/world.js';
import { counterOf, membershipsOf, newClub, newPerson } from './helpers.js';

/**
 * A sign-up link works until its `validTo` (90 days after it was made), not at it, read from the app's clock
 * (ADR 019); a deleted link, or one of another club, is "not valid" the same way — everywhere a token is read.
 */
const ctx = useWorld();
const db = () => ctx.t.database.db;
const invalid = {
  status: 400,
  code: invitationRefusals.invalidClubToken.code,
  message: invitationRefusals.invalidClubToken.message,
};

/** A link of club A made at `madeAt`, with the clock stopped there. */
const linkMadeAt = async (madeAt: Date): Promise<SeededLink> => seedLink(ctx.t, ctx.world.clubA, { madeAt });

/** Runs `check` with the clock stopped `ms` after `madeAt`. */
const at = async <T>(madeAt: Date, ms: number, check: () => Promise<T>): Promise<T> => {
  ctx.t.clock.stopAt(new Date(madeAt.getTime() + ms));
  try {
    return await check();
  } finally {
    ctx.t.clock.resume();
  }
};

const LAST_MS = LINK_VALID_DAYS * DAY_MS - 1;
const FIRST_INVALID_MS = LINK_VALID_DAYS * DAY_MS;

describe(`a sign-up link works ${LINK_VALID_DAYS} days minus 1 ms, and is invalid at ${LINK_VALID_DAYS} days`, () => {
  it('validTo is 90 days after the link was made, to the millisecond', () => {
    expect(linkValidTo(new Date('2026-03-01T10:00:00.000Z')).toISOString()).toBe('2026-05-30T10:00:00.000Z');
  });

  it('login/checkclublink', async () => {
    const madeAt = ctx.t.clock.now();
    const link = await linkMadeAt(madeAt);
    const check = () => api(ctx.t).checkClubLink({ body: { clubToken: link.token } });
    expect(await at(madeAt, LAST_MS, check)).toMatchObject({ valid: true, id: ctx.world.clubA });
    expect(await at(madeAt, FIRST_INVALID_MS, check)).toEqual({ valid: false });
  });

  it('clubs/join', async () => {
    const madeAt = ctx.t.clock.now();
    const link = await linkMadeAt(madeAt);
    const early = await newPerson(ctx.t, 'Tidlig');
    const late = await newPerson(ctx.t, 'Sen');
    expect(await at(madeAt, LAST_MS, () => early.as.joinClub({ body: { clubToken: link.token } }))).toEqual({
      clubId: ctx.world.clubA,
      joined: true,
    });
    expect(
      await at(madeAt, FIRST_INVALID_MS, () => failure(late.as.joinClub({ body: { clubToken: link.token } }))),
    ).toMatchObject({ ...invalid, field: 'clubToken' });
    expect(await membershipsOf(db(), late.userId)).toEqual([]);
    expect(await counterOf(db(), link.id)).toBe(1);
  });

  it('login/register with the clubToken', async () => {
    const madeAt = ctx.t.clock.now();
    const link = await linkMadeAt(madeAt);
    const register = () =>
      api(ctx.t).register({
        body: {
          firstName: 'Ida',
          surname: 'Holm',
          email: uniqueEmail('expiry'),
          password: 'grøn-kajak-77',
          zip: '8000',
          birthdate: '1990-01-01',
          mobile: '12345678',
          address: 'Vej 1',
          city: 'Aarhus',
          clubToken: link.token,
        },
      });
    expect(await at(madeAt, LAST_MS, () => codeOf(register()))).toBe('ok');
    expect(await at(madeAt, FIRST_INVALID_MS, () => failure(register()))).toMatchObject({
      ...invalid,
      field: 'clubToken',
    });
  });

  it('the data-policy acceptance with the clubToken, and groups/request with the registerToken', async () => {
    const madeAt = ctx.t.clock.now();
    const link = await seedLink(ctx.t, ctx.world.clubA, { madeAt, groupIds: [ctx.world.groups.otherA] });
    const person = await newPerson(ctx.t, 'Politik');
    const accept = () =>
      codeOf(person.as.acceptDataPolicy({ query: { clubId: ctx.world.clubA, clubToken: link.token } }));
    expect(await at(madeAt, LAST_MS, accept)).toBe('ok');
    expect(await at(madeAt, FIRST_INVALID_MS, accept)).toBe('403 forbidden');
    const member = await newPerson(ctx.t, 'Medlem');
    await at(madeAt, 0, () => member.as.joinClub({ body: { clubToken: link.token } }));
    const requestGroups = () =>
      member.as.requestGroups({
        params: { clubId: ctx.world.clubA },
        query: { registerToken: link.token },
        body: { groupIds: [ctx.world.groups.otherA] },
      });
    expect(await at(madeAt, LAST_MS, () => codeOf(requestGroups()))).toBe('ok');
    expect(await at(madeAt, FIRST_INVALID_MS, () => failure(requestGroups()))).toMatchObject({
      ...invalid,
      field: 'registerToken',
    });
  });
});

describe('a deleted link is invalid everywhere', () => {
  it('checkclublink, join, register, groups/request', async () => {
    const link = await seedLink(ctx.t, ctx.world.clubA);
    expect(
      await codeOf(ctx.as('adminA').deleteClubLink({ params: { clubId: ctx.world.clubA, linkId: link.id } })),
    ).toBe('ok');
    const person = await newPerson(ctx.t, 'Slettet');
    expect(await api(ctx.t).checkClubLink({ body: { clubToken: link.token } })).toEqual({ valid: false });
    expect(await failure(person.as.joinClub({ body: { clubToken: link.token } }))).toMatchObject(invalid);
    expect(
      await failure(
        api(ctx.t).register({
          body: {
            firstName: 'A',
            surname: 'B',
            email: uniqueEmail('slettet'),
            password: 'grøn-kajak-77',
            zip: '8000',
            clubToken: link.token,
          },
        }),
      ),
    ).toMatchObject(invalid);
    expect(
      await failure(
        ctx.as('memberA').requestGroups({
          params: { clubId: ctx.world.clubA },
          query: { registerToken: link.token },
          body: { groupIds: [ctx.world.groups.otherA] },
        }),
      ),
    ).toMatchObject(invalid);
  });
});

describe('a link of one club cannot join another', () => {
  it("joins only the link's club, whatever other clubs the person is in", async () => {
    const person = await newPerson(ctx.t, 'Klubskifte');
    const elsewhere = await newClub(db(), 'Anden klub', { people: [[person.userId, 'member']] });
    const linkOfB = await seedLink(ctx.t, ctx.world.clubB);
    expect(await person.as.joinClub({ body: { clubToken: linkOfB.token } })).toEqual({
      clubId: ctx.world.clubB,
      joined: true,
    });
    expect((await membershipsOf(db(), person.userId)).map((row) => row.club_id)).toEqual(
      [elsewhere, ctx.world.clubB].sort((a, b) => a - b),
    );
    // The acceptance of club A's data policy needs a link of club A, not B's.
    expect(
      await codeOf(person.as.acceptDataPolicy({ query: { clubId: ctx.world.clubA, clubToken: linkOfB.token } })),
    ).toBe('403 forbidden');
  });
});
