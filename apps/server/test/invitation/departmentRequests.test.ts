import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { invitationRefusals, joiningRefusals } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { badInput, readTables, type BadCase } from '../support/badInput.js';
import { failure } from '../support/failure.js';
import { seedLink } from '../support/links.js';
import { useWorld } from '../support/world.js';
import { counterOf, joinTables, membershipsOf, newClub, newPerson } from './helpers.js';

/**
 * Department requests (ADR 019): where the deployment's flag `department_requests` is on, its clubs take members by
 * approval — `clubs/request` makes a club request (ADR 017) counted on the link, and `clubs/join` answers 409.
 */
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'klubhus-flags-'));
const featuresFile = path.join(folder, 'features.json');
fs.writeFileSync(featuresFile, JSON.stringify({ department_requests: true }));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const ctx = useWorld({ FEATURES_FILE: featuresFile });
const db = () => ctx.t.database.db;

const clubRequestsOf = (userId: number) =>
  queryRows<{ club_id: number }>(db(), sql`select club_id from club_requests where user_id = ${userId}`);

describe('with department_requests on', () => {
  it('clubs/join answers 409 requestRequired and writes nothing', async () => {
    const link = await seedLink(ctx.t, ctx.world.clubA);
    const before = await readTables(db(), joinTables);
    expect(await failure(ctx.as('loner').joinClub({ body: { clubToken: link.token } }))).toEqual({
      status: 409,
      code: invitationRefusals.requestRequired.code,
      message: invitationRefusals.requestRequired.message,
      field: undefined,
    });
    expect(await readTables(db(), joinTables)).toEqual(before);
  });

  it('clubs/request asks to join, counted once on the link; asking again stands but is not counted', async () => {
    const link = await seedLink(ctx.t, ctx.world.clubA);
    const person = await newPerson(ctx.t, 'Anmoder');
    expect(await person.as.requestClub({ body: { clubToken: link.token } })).toEqual({
      clubId: ctx.world.clubA,
      joined: true,
    });
    expect(await clubRequestsOf(person.userId)).toEqual([{ club_id: ctx.world.clubA }]);
    expect(await membershipsOf(db(), person.userId)).toEqual([]);
    expect(await counterOf(db(), link.id)).toBe(1);
    expect(await person.as.requestClub({ body: { clubToken: link.token } })).toEqual({
      clubId: ctx.world.clubA,
      joined: true,
    });
    expect(await counterOf(db(), link.id)).toBe(1);
    // The administrator accepts it (ADR 017): a member.
    await ctx.as('adminA').acceptMember({ params: { club: ctx.world.clubA, id: String(person.userId) } });
    expect((await membershipsOf(db(), person.userId)).map((row) => row.club_id)).toEqual([ctx.world.clubA]);
  });

  it('answers joined: false to a member already, and writes nothing', async () => {
    const link = await seedLink(ctx.t, ctx.world.clubA);
    const before = await readTables(db(), joinTables);
    expect(await ctx.as('memberA').requestClub({ body: { clubToken: link.token } })).toEqual({
      clubId: ctx.world.clubA,
      joined: false,
    });
    expect(await readTables(db(), joinTables)).toEqual(before);
  });

  it("needs the club's data policy accepted, and records it with the request", async () => {
    const clubId = await newClub(db(), 'Afdelingen', { dataPolicyLink: 'https://afdeling.dk/politik' });
    const link = await seedLink(ctx.t, clubId);
    const person = await newPerson(ctx.t, 'Politisk');
    expect(await failure(person.as.requestClub({ body: { clubToken: link.token } }))).toMatchObject({
      status: 400,
      code: joiningRefusals.dataPolicyRequired.code,
      field: 'AcceptsDataPolicy',
    });
    expect(await clubRequestsOf(person.userId)).toEqual([]);
    await person.as.requestClub({ body: { clubToken: link.token, AcceptsDataPolicy: true } });
    expect(await clubRequestsOf(person.userId)).toEqual([{ club_id: clubId }]);
    expect(
      await queryRows(db(), sql`select club_id from data_policy_acceptances where user_id = ${person.userId}`),
    ).toEqual([{ club_id: clubId }]);
  });

  badInput(ctx, 'POST /v1/clubs/request', {
    tables: joinTables,
    call: (body: unknown) => ctx.as('loner').requestClub({ body: body as { clubToken: string } }),
    cases: [
      ['no body fields', {}, { status: 400, code: 'required', field: 'clubToken' }],
      ['a token as a list', { clubToken: ['a'] }, { status: 400, code: 'required', field: 'clubToken' }],
      [
        'AcceptsDataPolicy as a number',
        { clubToken: 'x', AcceptsDataPolicy: 1 },
        { status: 400, code: 'mustBeBoolean', field: 'AcceptsDataPolicy' },
      ],
      [
        'an unknown token',
        { clubToken: 'no-such-link' },
        { status: 400, code: 'invalidClubToken', field: 'clubToken' },
      ],
    ] as BadCase<unknown>[],
  });
});
