import { BASE64_IMAGE_MAX_LENGTH, SPONSOR_ZIPS_MAX, memberTypeOf, textLimits } from '@klubhus/domain';
import { beforeAll, describe } from 'vitest';
import { badInput, type BadCase } from '../support/badInput.js';
import { useWorld } from '../support/world.js';
import { PNG_BASE64, putSponsor, sponsorTables, tempDataDir, worldSponsors } from './helpers.js';

/**
 * AREAS.md point 4 for every sponsors call with a body or a query (ADR 029): empty, wrong types, over the house limits,
 * unknown ids and another club's, a view count that is no package, unknown and repeated member types, zips on a sponsor
 * that is not external, both logos or neither, a base64 text that is no image — each a 4xx
 * `{statusCode, message, code, field}` with the sponsors' tables read back unchanged.
 */
const ctx = useWorld({ DATA_DIR: tempDataDir('bad-input') });
const { as } = ctx;
const tables = sponsorTables;
type Body = Record<string, unknown>;
/** A case that sends no fields at all. */
const EMPTY: Body = {};
/** The world exists only once the tests run: a case names its ids as functions, read at the call. */
const resolved = (body: Body): Body =>
  Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value === 'function' ? value() : value]));
const long = (limit: number) => 'x'.repeat(limit + 1);

let sponsors: { a: number; b: number };
/** An external sponsor of club A, whose zips may be changed. */
let external: number;
beforeAll(async () => {
  sponsors = await worldSponsors(ctx.t.database.db, ctx.world);
  external = await putSponsor(ctx.t.database.db, ctx.world.clubA, { title: 'Ude', isExternal: true });
});

const logoOf = (clubId: number) => `/files/sponsors/${clubId}/plain.png`;
const member = memberTypeOf('member');
const leader = memberTypeOf('leader');
const admin = memberTypeOf('admin');
const required = (field: string) => ({ status: 400, code: 'required', field }) as const;

/** The bad fields create and update refuse alike: §5 (title, url, one of the two logos), types, limits, logos. */
const sharedCases = (): BadCase<Body>[] => [
  ['no title', { title: undefined }, required('title')],
  ['a blank title', { title: '   ' }, required('title')],
  ['a title that is a number', { title: 42 }, required('title')],
  ['a title over 200', { title: long(textLimits.title) }, { status: 400, code: 'maxLength', field: 'title' }],
  [
    'a title with a control character',
    { title: 'Bager\u0007' },
    { status: 400, code: 'invalidCharacter', field: 'title' },
  ],
  ['no url', { url: undefined }, required('url')],
  ['a url that is no address', { url: 'bager kornet' }, { status: 400, code: 'urlValid', field: 'url' }],
  ['an ftp url', { url: 'ftp://bager.dk' }, { status: 400, code: 'urlValid', field: 'url' }],
  ['a url over 2000', { url: `https://${long(textLimits.link)}.dk` }, { status: 400, code: 'maxLength', field: 'url' }],
  [
    'neither logo (§5)',
    { logoBase64: undefined, logo: undefined },
    { status: 400, code: 'logoRequired', field: 'logoBase64' },
  ],
  [
    'both logos (§5: one of the two)',
    { logoBase64: PNG_BASE64, logo: () => logoOf(ctx.world.clubA) },
    { status: 400, code: 'logoRequired', field: 'logoBase64' },
  ],
  ['a logo that is a number', { logoBase64: 7 }, { status: 400, code: 'required', field: 'logoBase64' }],
  [
    'base64 that is no image',
    { logoBase64: Buffer.from('<svg onload="x()"/>').toString('base64') },
    { status: 400, code: 'imagesOnly', field: 'logoBase64' },
  ],
  [
    'text that is no base64',
    { logoBase64: 'ikke et billede!' },
    { status: 400, code: 'imagesOnly', field: 'logoBase64' },
  ],
  [
    'an image over the limit',
    { logoBase64: 'A'.repeat(BASE64_IMAGE_MAX_LENGTH + 1) },
    { status: 400, code: 'imageTooLarge', field: 'logoBase64' },
  ],
  [
    'a logo address no sponsor has',
    { logoBase64: undefined, logo: () => `/files/sponsors/${ctx.world.clubA}/ukendt.png` },
    { status: 400, code: 'logoNotFound', field: 'logo', message: 'Logoet findes ikke i klubben' },
  ],
  [
    "club B's sponsor's logo (as an unknown one)",
    { logoBase64: undefined, logo: () => logoOf(ctx.world.clubB) },
    { status: 400, code: 'logoNotFound', field: 'logo', message: 'Logoet findes ikke i klubben' },
  ],
  [
    'a logo from outside the server',
    { logoBase64: undefined, logo: 'https://evil.example/logo.png' },
    { status: 400, code: 'logoNotFound', field: 'logo' },
  ],
  ['a blank logo address', { logoBase64: undefined, logo: '  ' }, { status: 400, code: 'required', field: 'logo' }],
  [
    'a logo address with a control character',
    { logoBase64: undefined, logo: '/files/logo\u0007.png' },
    { status: 400, code: 'invalidCharacter', field: 'logo' },
  ],
  [
    'a logo address with an escaped NUL',
    { logoBase64: undefined, logo: () => `/files/sponsors/${ctx.world.clubA}/%00.png` },
    { status: 400, code: 'logoNotFound', field: 'logo' },
  ],
  [
    'a logo address that is no address',
    { logoBase64: undefined, logo: 'http://[::1' },
    { status: 400, code: 'logoNotFound', field: 'logo' },
  ],
  ['zips as text', { zipCodes: '8000' }, { status: 400, code: 'mustBeList', field: 'zipCodes' }],
  ['a zip with a sign', { zipCodes: ['8000!'] }, { status: 400, code: 'invalidZip', field: 'zipCodes.0' }],
  ['a zip over 10', { zipCodes: ['12345678901'] }, { status: 400, code: 'invalidZip', field: 'zipCodes.0' }],
  ['a zip that is a number', { zipCodes: [8000] }, { status: 400, code: 'mustBeText', field: 'zipCodes.0' }],
  [
    `more than ${SPONSOR_ZIPS_MAX} zips`,
    { zipCodes: Array.from({ length: SPONSOR_ZIPS_MAX + 1 }, (_, index) => String(1000 + index)) },
    { status: 400, code: 'tooManyZips', field: 'zipCodes' },
  ],
];

describe('POST /v4/sponsors/club/create', () => {
  const valid = (): Body => ({ clubId: ctx.world.clubA, title: 'Bageriet', url: 'bager.dk', logoBase64: PNG_BASE64 });
  badInput(ctx, 'createSponsor', {
    tables,
    call: (over: Body) =>
      as('adminA').createSponsor({ body: (over === EMPTY ? {} : { ...valid(), ...resolved(over) }) as never }),
    cases: [
      ['an empty body', EMPTY, required('clubId')],
      ['no club', { clubId: undefined }, required('clubId')],
      ['a club id in words', { clubId: 'A' }, { status: 400, code: 'mustBeInteger', field: 'clubId' }],
      ["club B's id", { clubId: () => ctx.world.clubB }, { status: 403, code: 'forbidden' }],
      ['an unknown club', { clubId: 999_999 }, { status: 403, code: 'forbidden' }],
      ['isExternal as text', { isExternal: 'ja' }, { status: 400, code: 'mustBeBoolean', field: 'isExternal' }],
      [
        'zips on a sponsor that is not external (§5)',
        { isExternal: false, zipCodes: ['8000'] },
        { status: 400, code: 'zipsExternalOnly', field: 'zipCodes' },
      ],
      [
        'zips with isExternal left out (not external)',
        { zipCodes: ['8000'] },
        { status: 400, code: 'zipsExternalOnly', field: 'zipCodes' },
      ],
      ...sharedCases(),
    ],
  });
});

describe('PUT /v4/sponsors/club/update', () => {
  const valid = (): Body => ({ sponsorId: sponsors.a, title: 'Bageriet', url: 'bager.dk', logoBase64: PNG_BASE64 });
  badInput(ctx, 'updateSponsor', {
    tables,
    call: (over: Body) =>
      as('adminA').updateSponsor({ body: (over === EMPTY ? {} : { ...valid(), ...resolved(over) }) as never }),
    cases: [
      ['an empty body', EMPTY, required('sponsorId')],
      ['a sponsor id in words', { sponsorId: 'første' }, { status: 400, code: 'mustBeInteger', field: 'sponsorId' }],
      ['sponsor id 0', { sponsorId: 0 }, { status: 400, code: 'mustBeAPositiveNumber', field: 'sponsorId' }],
      ['an unknown sponsor', { sponsorId: 999_999 }, { status: 404, code: 'notFound' }],
      ["club B's sponsor", { sponsorId: () => sponsors.b }, { status: 404, code: 'notFound' }],
      [
        'zips on a sponsor that is not external (§5)',
        { zipCodes: ['8000'] },
        { status: 400, code: 'zipsExternalOnly', field: 'zipCodes' },
      ],
      [
        'a bad zip on an external sponsor',
        { sponsorId: () => external, zipCodes: ['80 00?'] },
        { status: 400, code: 'invalidZip', field: 'zipCodes.0' },
      ],
      ...sharedCases(),
    ],
  });
});

describe('DELETE /v4/sponsors/club/delete', () => {
  badInput(ctx, 'deleteSponsor', {
    tables,
    call: (query: Body) => as('adminA').deleteSponsor({ query: resolved(query) } as never),
    cases: [
      ['no sponsor', EMPTY, required('sponsorId')],
      ['a sponsor id in words', { sponsorId: 'første' }, { status: 400, code: 'mustBeInteger', field: 'sponsorId' }],
      ['an unknown sponsor', { sponsorId: 999_999 }, { status: 404, code: 'notFound' }],
      ["club B's sponsor", { sponsorId: () => sponsors.b }, { status: 404, code: 'notFound' }],
    ],
  });
});

describe('POST /v4/sponsors/club/order', () => {
  const valid = (): Body => ({ ClubId: ctx.world.clubA, ViewCount: 2500 });
  badInput(ctx, 'orderSponsorViews', {
    tables,
    call: (over: Body) =>
      as('adminA').orderSponsorViews({ body: (over === EMPTY ? {} : { ...valid(), ...resolved(over) }) as never }),
    cases: [
      ['an empty body', EMPTY, required('ClubId')],
      ['a club id in words', { ClubId: 'A' }, { status: 400, code: 'mustBeInteger', field: 'ClubId' }],
      ["club B's id", { ClubId: () => ctx.world.clubB }, { status: 403, code: 'forbidden' }],
      ['no view count (§5: count required)', { ViewCount: undefined }, required('ViewCount')],
      ['a view count in words', { ViewCount: 'mange' }, { status: 400, code: 'mustBeInteger', field: 'ViewCount' }],
      [
        '1,000 views (no package of §9)',
        { ViewCount: 1000 },
        { status: 400, code: 'unknownPackage', field: 'ViewCount' },
      ],
      ['0 views', { ViewCount: 0 }, { status: 400, code: 'unknownPackage', field: 'ViewCount' }],
      ['-2,500 views', { ViewCount: -2500 }, { status: 400, code: 'unknownPackage', field: 'ViewCount' }],
      ['2,500.5 views', { ViewCount: 2500.5 }, { status: 400, code: 'unknownPackage', field: 'ViewCount' }],
      ['a sponsor id in words', { SponsorId: 'A' }, { status: 400, code: 'mustBeInteger', field: 'SponsorId' }],
      [
        'an unknown sponsor',
        { SponsorId: 999_999 },
        { status: 404, code: 'sponsorNotFound', field: 'SponsorId', message: 'Sponsoren findes ikke' },
      ],
      [
        "club B's sponsor (as an unknown one)",
        { SponsorId: () => sponsors.b },
        { status: 404, code: 'sponsorNotFound', field: 'SponsorId', message: 'Sponsoren findes ikke' },
      ],
    ],
  });
});

/** The three calls of the exemptions that take only the club. */
describe.each([
  ['POST /v4/sponsors/club/exemption/new', 'newSponsorExemptions'],
  ['POST /v4/sponsors/club/exemptions/roles', 'sponsorExemptions'],
] as const)('%s', (_path, entry) => {
  badInput(ctx, entry, {
    tables,
    call: (body: Body) => as('adminA')[entry]({ body: resolved(body) } as never),
    cases: [
      ['an empty body', EMPTY, required('clubId')],
      ['a club id in words', { clubId: 'A' }, { status: 400, code: 'mustBeInteger', field: 'clubId' }],
      ["club B's id", { clubId: () => ctx.world.clubB }, { status: 403, code: 'forbidden' }],
    ],
  });
});

describe('POST /v4/sponsors/club/exemptions/roles/update', () => {
  const valid = (): Body => ({ ClubId: ctx.world.clubA, RoleExemptions: [{ MemberType: leader, Enabled: true }] });
  badInput(ctx, 'updateSponsorExemptions', {
    tables,
    call: (over: Body) =>
      as('adminA').updateSponsorExemptions({
        body: (over === EMPTY ? {} : { ...valid(), ...resolved(over) }) as never,
      }),
    cases: [
      ['an empty body', EMPTY, required('ClubId')],
      ["club B's id", { ClubId: () => ctx.world.clubB }, { status: 403, code: 'forbidden' }],
      ['no rows', { RoleExemptions: undefined }, { status: 400, code: 'mustBeList', field: 'RoleExemptions' }],
      ['an empty list', { RoleExemptions: [] }, required('RoleExemptions')],
      ['rows as text', { RoleExemptions: 'alle' }, { status: 400, code: 'mustBeList', field: 'RoleExemptions' }],
      [
        'an unknown member type',
        { RoleExemptions: [{ MemberType: 7, Enabled: true }] },
        { status: 400, code: 'unknownMemberType', field: 'RoleExemptions.0.MemberType' },
      ],
      [
        'a member type in words',
        { RoleExemptions: [{ MemberType: 'leder', Enabled: true }] },
        { status: 400, code: 'mustBeInteger', field: 'RoleExemptions.0.MemberType' },
      ],
      [
        'a member type twice',
        {
          RoleExemptions: [
            { MemberType: leader, Enabled: true },
            { MemberType: leader, Enabled: false },
          ],
        },
        { status: 400, code: 'duplicateMemberType', field: 'RoleExemptions' },
      ],
      [
        'four rows',
        {
          RoleExemptions: [member, leader, admin, member].map((type) => ({ MemberType: type, Enabled: true })),
        },
        { status: 400, code: 'tooManyRows', field: 'RoleExemptions' },
      ],
      [
        'Enabled as text',
        { RoleExemptions: [{ MemberType: leader, Enabled: 'ja' }] },
        { status: 400, code: 'mustBeBoolean', field: 'RoleExemptions.0.Enabled' },
      ],
      [
        'Enabled left out',
        { RoleExemptions: [{ MemberType: leader }] },
        { status: 400, code: 'mustBeBoolean', field: 'RoleExemptions.0.Enabled' },
      ],
    ],
  });
});

describe('GET /v4/sponsors/club/implemented and GET /v4/sponsors/zips', () => {
  describe.each(['clubSponsors', 'sponsorZips'] as const)('%s', (entry) => {
    badInput(ctx, entry, {
      tables,
      call: (query: Body) => as('adminA')[entry]({ query: resolved(query) } as never),
      cases: [
        ['no club', EMPTY, required('clubId')],
        ['a club in words', { clubId: 'A' }, { status: 400, code: 'mustBeInteger', field: 'clubId' }],
        ['club id 0', { clubId: 0 }, { status: 400, code: 'mustBeAPositiveNumber', field: 'clubId' }],
        ["club B's id", { clubId: () => ctx.world.clubB }, { status: 403, code: 'forbidden' }],
        ['an unknown club', { clubId: 999_999 }, { status: 403, code: 'forbidden' }],
      ],
    });
  });
});

describe('POST /v4/sponsors/Show', () => {
  badInput(ctx, 'showSponsor', {
    tables,
    call: (body: Body) => as('memberA').showSponsor({ body: resolved(body) } as never),
    cases: [
      ['a club id in words', { clubId: 'A' }, { status: 400, code: 'mustBeInteger', field: 'clubId' }],
      ['club id 0', { clubId: 0 }, { status: 400, code: 'mustBeAPositiveNumber', field: 'clubId' }],
      ['club id 1.5', { clubId: 1.5 }, { status: 400, code: 'mustBeInteger', field: 'clubId' }],
      [
        "club B's id (a view would spend its sponsors' money)",
        { clubId: () => ctx.world.clubB },
        { status: 403, code: 'forbidden' },
      ],
      ['an unknown club', { clubId: 999_999 }, { status: 403, code: 'forbidden' }],
    ],
  });
});
