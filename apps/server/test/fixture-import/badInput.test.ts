import { textLimits } from '@klubhus/domain';
import { describe } from 'vitest';
import { badInput } from '../support/badInput.js';
import { useWorld } from '../support/world.js';
import { csvFixtures, HEADER, seasonLines } from './files.js';
import { fixtureTables, importBody, rowsOf } from './helpers.js';

/**
 * AREAS.md point 4 for the fixture import (ADR 027): empty, wrong types, texts over the house limits, unknown ids and
 * another club's ids each answer a 4xx `{statusCode, message, code, field}`, and nothing is written (the activities,
 * their groups, participants and the outbox read back unchanged).
 */
const ctx = useWorld();
const admin = () => ctx.as('adminA');
const club = () => ({ club: ctx.world.clubA });
const tables = fixtureTables;

describe('the preview', () => {
  badInput(ctx, 'POST activityparseexceldbu', {
    tables,
    call: (body: Record<string, unknown>) => admin().parseFixtures({ params: club(), body: body as never }),
    cases: [
      ['no file', {}, { status: 400, code: 'required', field: 'file' }],
      [
        'a file of another kind',
        { file: csvFixtures([HEADER], { name: 'kampe.pdf' }) },
        { status: 400, code: 'fixtureFileType', field: 'file' },
      ],
      ['a file without matches', { file: csvFixtures([HEADER]) }, { status: 400, code: 'fixtureEmpty', field: 'file' }],
      [
        'a file without the team columns',
        { file: csvFixtures(['Dato;Tid', '06-03-2027;10.00']) },
        { status: 400, code: 'fixtureColumnsMissing', field: 'file' },
      ],
      [
        'a row that cannot be read',
        { file: csvFixtures([HEADER, ...seasonLines(6), '9;32-03-2027;10.00;A;B;;']) },
        { status: 400, code: 'fixtureRowInvalid', field: 'line.8', message: 'Rækken kan ikke læses (række 8)' },
      ],
      [
        '501 matches',
        { file: csvFixtures([HEADER, ...seasonLines(501)]) },
        { status: 400, code: 'fixtureTooManyRows', field: 'file' },
      ],
    ],
  });
});

const row = () => rowsOf(1, { from: 42 })[0]!;
const withRow = (change: Record<string, unknown>) => importBody(ctx.world.groups.a, [{ ...row(), ...change } as never]);
const long = (limit: number) => 'x'.repeat(limit + 1);

describe('the import', () => {
  badInput(ctx, 'POST activityimport', {
    tables,
    call: (body: Record<string, unknown> | (() => Record<string, unknown>)) =>
      admin().importFixtures({ params: club(), body: (typeof body === 'function' ? body() : body) as never }),
    cases: [
      ['an empty body', {}, { status: 400, code: 'required', field: 'groupId' }],
      [
        'a group id that is text',
        () => ({ ...importBody(ctx.world.groups.a, [row()]), groupId: 'x' }),
        { status: 400, code: 'mustBeInteger', field: 'groupId' },
      ],
      [
        'sendNotification that is no boolean',
        () => ({ ...importBody(ctx.world.groups.a, [row()]), sendNotification: 'yes' }),
        { status: 400, code: 'mustBeBoolean', field: 'sendNotification' },
      ],
      [
        'a duration too short',
        () => importBody(ctx.world.groups.a, [row()], { durationMinutes: 5 }),
        { status: 400, code: 'durationTooShort', field: 'durationMinutes' },
      ],
      [
        'rows that are no list',
        () => ({ ...importBody(ctx.world.groups.a, [row()]), rows: 'x' }),
        { status: 400, code: 'mustBeList', field: 'rows' },
      ],
      ['no rows', () => importBody(ctx.world.groups.a, []), { status: 400, code: 'required', field: 'rows' }],
      [
        '501 rows',
        () => importBody(ctx.world.groups.a, rowsOf(501)),
        { status: 400, code: 'fixtureTooManyRows', field: 'rows' },
      ],
      [
        'a day that is none',
        () => withRow({ date: '2027-02-30' }),
        { status: 400, code: 'invalidDate', field: 'rows.0.date' },
      ],
      [
        'a kick-off that is none',
        () => withRow({ time: '24:00' }),
        { status: 400, code: 'invalidTime', field: 'rows.0.time' },
      ],
      [
        'a team over the title limit',
        () => withRow({ homeTeam: long(textLimits.title) }),
        { status: 400, code: 'maxLength', field: 'rows.0.homeTeam' },
      ],
      [
        'a venue over the line limit',
        () => withRow({ venue: long(textLimits.line) }),
        { status: 400, code: 'maxLength', field: 'rows.0.venue' },
      ],
      [
        'teams too long together for a title',
        () => withRow({ homeTeam: 'A'.repeat(120), awayTeam: 'B'.repeat(120) }),
        { status: 400, code: 'fixtureRowInvalid', field: 'line.2' },
      ],
      [
        'a match twice',
        () => importBody(ctx.world.groups.a, [row(), { ...row(), line: 3 }]),
        { status: 400, code: 'fixtureRowInvalid', field: 'line.3' },
      ],
      [
        'a type the club does not offer',
        () => importBody(ctx.world.groups.a, [row()], { type: 99_999 }),
        { status: 400, code: 'invalidType', field: 'type' },
      ],
      [
        'an unknown group',
        () => importBody(2_000_000_000, [row()]),
        { status: 404, code: 'fixtureGroupNotFound', field: 'groupId' },
      ],
      [
        "another club's group",
        () => importBody(ctx.world.groups.b, [row()]),
        { status: 404, code: 'fixtureGroupNotFound', field: 'groupId' },
      ],
    ],
  });
});
