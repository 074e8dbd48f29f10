import { ID_MAX } from '@klubhus/domain';
import { describe, expect, it } from 'vitest';
import { api, testApi } from './support/api.js';
import { codeOf } from './support/failure.js';
import { pngFile } from './support/images.js';
import { useWorld } from './support/world.js';

/**
 * Finding 9: an id of 2^31 or more answered 500 (PostgreSQL `integer` overflow). Every id a call carries, in
 * its path, query or body, real contract and test contract alike: bad ids answer 400 with the id's message
 * key (in the access layer, which reads the id first, or in the contract's schema), the largest id that can
 * exist answers what an unknown id answers (403 for a club named by the caller, 404 for a resource located by
 * its own id, an empty answer where the call tells nothing of unknown clubs), and none answers 500.
 */

const ctx = useWorld();

/** An id as a caller may send it: a number, or text that is none. */
type Id = number | string;

const badIds: readonly [label: string, id: Id, answer: string][] = [
  ['2^31', 2 ** 31, '400 idTooLarge'],
  ['2^53', 2 ** 53, '400 idTooLarge'],
  ['-1', -1, '400 mustBeAPositiveNumber'],
  ['0', 0, '400 mustBeAPositiveNumber'],
  ['1.5', 1.5, '400 mustBeInteger'],
  ['abc', 'abc', '400 mustBeInteger'],
];

/** The administrator of club A, who may make every one of these calls on club A. */
const admin = () => ({ token: ctx.world.tokens.adminA });
/** The typed clients take numbers; a bad id goes out as it is. */
const asId = (id: Id) => id as number;

interface IdCarrier {
  /** The call with `id` in the one place under test, every other input valid. */
  call: (id: Id) => Promise<unknown>;
  /** What the largest possible id (unknown) answers (`ok` where an unknown club answers as an empty one); undefined where the test entry's handler cannot take it. */
  unknown?: string;
}

const carriers: Record<string, IdCarrier> = {
  'putClubHeaderImage: path clubId': {
    call: (id) => api(ctx.t, admin()).putClubHeaderImage({ params: { clubId: asId(id) }, body: { image: pngFile() } }),
    unknown: '403 forbidden',
  },
  'getClub: path id': {
    call: (id) => api(ctx.t, admin()).getClub({ params: { id: asId(id) } }),
    unknown: '403 forbidden',
  },
  'patchClub: path id': {
    call: (id) => api(ctx.t, admin()).patchClub({ params: { id: asId(id) }, body: { city: 'Aarhus' } }),
    unknown: '403 forbidden',
  },
  // These two answer an unknown club as one without a link or disabled fields, so walking ids tells nothing.
  'dataPolicyLink: query clubId': {
    call: (id) => api(ctx.t).dataPolicyLink({ query: { clubId: asId(id) } }),
    unknown: 'ok',
  },
  'acceptDataPolicy: query clubId': {
    call: (id) => api(ctx.t, admin()).acceptDataPolicy({ query: { clubId: asId(id) } }),
    unknown: '403 forbidden',
  },
  'clubDisableProperties: query clubId': {
    call: (id) => api(ctx.t).clubDisableProperties({ query: { clubId: asId(id) } }),
    unknown: 'ok',
  },
  'putUserHeaderImage: form field userId': {
    call: (id) => api(ctx.t, admin()).putUserHeaderImage({ body: { image: pngFile(), userId: asId(id) } }),
    unknown: '403 forbidden',
  },
  'test memberView: path club': {
    call: (id) => testApi(ctx.t, admin()).memberView({ params: { club: asId(id) } }),
    unknown: '403 forbidden',
  },
  'test leaderView: query clubId': {
    call: (id) => testApi(ctx.t, admin()).leaderView({ query: { clubId: asId(id) } }),
    unknown: '403 forbidden',
  },
  'test adminMail: body clubId': {
    call: (id) => testApi(ctx.t, admin()).adminMail({ body: { clubId: asId(id), to: 'a@b.dk', subject: 'Hej' } }),
    unknown: '403 forbidden',
  },
  'test clubByResource: path id (a resource)': {
    call: (id) => testApi(ctx.t, admin()).clubByResource({ params: { id: asId(id) } }),
    unknown: '404 notFound',
  },
  'test exportCsv: path club': {
    call: (id) => testApi(ctx.t, admin()).exportCsv({ params: { club: asId(id) } }),
    unknown: '403 forbidden',
  },
  'test removeNothing: path club': {
    call: (id) => testApi(ctx.t, admin()).removeNothing({ params: { club: asId(id) } }),
    unknown: '403 forbidden',
  },
  'test groupView: path id (a group)': {
    call: (id) => testApi(ctx.t, admin()).groupView({ params: { id: asId(id) } }),
    unknown: '404 notFound',
  },
  'test groupInClub: path club': {
    call: (id) => testApi(ctx.t, admin()).groupInClub({ params: { club: asId(id), id: ctx.world.groups.a } }),
    unknown: '403 forbidden',
  },
  'test groupInClub: path id (the group)': {
    call: (id) => testApi(ctx.t, admin()).groupInClub({ params: { club: ctx.world.clubA, id: asId(id) } }),
    unknown: '404 notFound',
  },
  'test memberOfGroup: path club': {
    call: (id) =>
      testApi(ctx.t, admin()).memberOfGroup({ params: { club: asId(id), userId: ctx.world.userIds.memberA } }),
    unknown: '403 forbidden',
  },
  'test memberOfGroup: path userId (the member)': {
    call: (id) => testApi(ctx.t, admin()).memberOfGroup({ params: { club: ctx.world.clubA, userId: asId(id) } }),
    unknown: '404 notFound',
  },
  'test memberMail: body clubId': {
    call: (id) => testApi(ctx.t, admin()).memberMail({ body: { clubId: asId(id), userId: ctx.world.userIds.memberA } }),
    unknown: '403 forbidden',
  },
  // The test handler mails a member it expects to exist: only the bad ids here.
  'test memberMail: body userId': {
    call: (id) => testApi(ctx.t, admin()).memberMail({ body: { clubId: ctx.world.clubA, userId: asId(id) } }),
  },
};

describe.each(Object.entries(carriers))('%s', (_entry, { call, unknown }) => {
  it.each(badIds)('refuses %s (never 500)', async (_label, id, answer) => {
    expect(await codeOf(call(id))).toBe(answer);
  });

  it.skipIf(unknown === undefined)('answers 2^31 - 1, a valid id no record has, as an unknown id', async () => {
    expect(await codeOf(call(ID_MAX))).toBe(unknown);
  });
});

describe('an id in the path as text', () => {
  it.each([
    ['2147483648', '400 idTooLarge'],
    ['99999999999999999999', '400 idTooLarge'],
    ['0x10', '400 mustBeInteger'],
    ['1e3', '400 mustBeInteger'],
    ['%20', '400 required'],
  ])('/api/v3/clubs/%s answers %s', async (text, answer) => {
    const response = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/v3/clubs/${text}`,
      headers: { authorization: `Bearer ${ctx.world.tokens.adminA}` },
    });
    const body = response.json<{ code: string; field: string }>();
    expect(`${response.statusCode} ${body.code}`).toBe(answer);
    expect(body.field).toBe('id');
  });
});
