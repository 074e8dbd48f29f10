/**
 * What the client's `checkAnswers` costs (ADR 009): `safeParse` of realistic answers, timed against
 * `JSON.parse` of the same answer, which every JSON call pays anyway. Figures are printed, never asserted.
 *
 * Not wired into `pnpm bench`: the domain package has no TypeScript runner of its own. Run it by hand with
 * the server's tsx (from the repository root):
 *   pnpm --filter @klubhus/server exec tsx ../../packages/domain/bench/answerCheck.bench.ts
 * and typecheck it with `pnpm --filter @klubhus/domain exec tsc -p bench`.
 *
 * `safeParse` is timed two ways: with zod's compiled fast path (Node, and the Vite dev server, whose page
 * has no content security policy) and `jitless`, the path a browser takes when the page's CSP forbids
 * `new Function` (the production server sends `script-src 'self'`, so a production build would get this one).
 */
import * as z from 'zod';
import { clubsContract, type ClubOverviewItem } from '../src/contract/clubs.js';
import { memberRoles, memberTypeOf, memberTypeSchema, type MemberRole } from '../src/rules/memberTypes.js';

/** The heaviest answer we foresee: a club's member list, in the field shapes the contract uses for people. */
const memberRow = z.object({
  id: z.number().int().positive(),
  firstName: z.string(),
  surname: z.string(),
  email: z.string(),
  /** `YYYY-MM-DD`. */
  birthdate: z.string().nullable(),
  mobile: z.string().nullable(),
  zip: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  imageUrl: z.string().nullable(),
  memberType: memberTypeSchema,
  groups: z.array(z.number().int().positive()),
});
const memberList = z.array(memberRow);
type MemberRow = z.infer<typeof memberRow>;

const towns = [
  ['8000', 'Aarhus C'],
  ['2100', 'København Ø'],
  ['5000', 'Odense C'],
  ['9000', 'Aalborg'],
] as const;

const club = (i: number): ClubOverviewItem => {
  const [zip, city] = towns[i % towns.length] ?? towns[0];
  return {
    clubId: i + 1,
    title: `Forening nummer ${i + 1}`,
    imageUrl: i % 3 === 0 ? null : `/files/clubs/${i + 1}/header-${i}.png`,
    memberType: memberTypeOf(memberRoles[i % memberRoles.length] ?? 'member'),
    countryCode: 'DK',
    zip,
    city,
  };
};

/** Mostly members, a few leaders, fewer administrators. */
const roleOf = (i: number): MemberRole => (i % 50 === 0 ? 'admin' : i % 20 === 0 ? 'leader' : 'member');

const member = (i: number): MemberRow => {
  const [zip, city] = towns[i % towns.length] ?? towns[0];
  const missing = i % 7 === 0;
  return {
    id: 100_000 + i,
    firstName: `Fornavn${i}`,
    surname: `Efternavnsen${i % 500}`,
    email: `medlem${i}@example.dk`,
    birthdate: missing ? null : `19${String(50 + (i % 50)).padStart(2, '0')}-0${1 + (i % 9)}-1${i % 10}`,
    mobile: missing ? null : String(20_000_000 + i),
    zip: missing ? null : zip,
    address: missing ? null : `Vejen ${i % 200}, ${1 + (i % 4)}. th.`,
    city: missing ? null : city,
    imageUrl: i % 4 === 0 ? `/files/users/${100_000 + i}.webp` : null,
    memberType: memberTypeOf(roleOf(i)),
    groups: Array.from({ length: i % 6 }, (_, g) => 1 + ((i + g * 7) % 40)),
  };
};

/** Nearest-rank percentile: always a time that was measured (as apps/server/bench does). */
const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

interface Case {
  name: string;
  schema: z.ZodType;
  answer: unknown;
  samples: number;
}

const cases: Case[] = [
  ...[1, 50, 500].map((n) => ({
    name: `clubOverview, ${n} club${n === 1 ? '' : 's'}`,
    schema: clubsContract.clubOverview.response,
    answer: Array.from({ length: n }, (_, i) => club(i)),
    samples: n === 500 ? 1_000 : 3_000,
  })),
  {
    name: 'member list, 20,000 members',
    schema: memberList,
    answer: Array.from({ length: 20_000 }, (_, i) => member(i)),
    samples: 100,
  },
];

/** Times `run` `samples` times after a warm-up of a fifth as many, in milliseconds, sorted. */
const time = (samples: number, run: () => unknown): number[] => {
  for (let i = 0; i < Math.ceil(samples / 5); i++) run();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
};

const ms = (value: number): string =>
  value < 0.1 ? value.toFixed(4) : value < 10 ? value.toFixed(3) : value.toFixed(1);

const rows: string[][] = [];
for (const { name, schema, answer, samples } of cases) {
  const text = JSON.stringify(answer);
  for (const jitless of [false, true]) {
    if (!schema.safeParse(answer, { jitless }).success) throw new Error(`${name}: the sample answer breaks its schema`);
  }
  const parse = time(samples, () => JSON.parse(text));
  const compiled = time(samples, () => schema.safeParse(answer));
  const jitless = time(samples, () => schema.safeParse(answer, { jitless: true }));
  rows.push([
    name,
    `${(text.length / 1024).toFixed(1)} KB`,
    String(samples),
    `${ms(percentile(parse, 50))} / ${ms(percentile(parse, 95))}`,
    `${ms(percentile(compiled, 50))} / ${ms(percentile(compiled, 95))}`,
    `${ms(percentile(jitless, 50))} / ${ms(percentile(jitless, 95))}`,
  ]);
}

const header = [
  'answer',
  'JSON size',
  'samples',
  'JSON.parse p50 / p95 ms',
  'safeParse p50 / p95 ms',
  'jitless p50 / p95 ms',
];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
const line = (cells: readonly string[]) =>
  `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
console.log(line(header));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const row of rows) console.log(line(row));
