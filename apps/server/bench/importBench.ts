/**
 * The member import in `pnpm bench` (ADR 020): a club's file of IMPORT_ROWS rows brought into the big club end to end —
 * uploaded and staged (`parsecsv`), its roles and groups mapped, confirmed (`importusers {importId}`) — each call timed
 * by the latency client, a process of its own, as a browser makes them. The budget is the issue's: the whole journey
 * within IMPORT_BUDGET_MS on PGlite; on PostgreSQL the figures are reported against the same budget.
 */
import { memberTypeOf } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/connect.js';
import { queryRows } from '../src/db/queryRows.js';
import { benchToken, type Seeded } from './bigClubs.js';
import { summarise } from './percentiles.js';

export const IMPORT_ROWS = 10_000;
export const IMPORT_BUDGET_MS = 5_000;
export const IMPORT_LABEL = `import of ${IMPORT_ROWS.toLocaleString('en')} rows end to end (parse, roles, groups, confirm)`;
const RUNS = 3;

/** The big club's members are `bench{g}@bench.klubhus.dk` for g from BIG_CLUB_FIRST (`seedBigClubs`' numbering). */
const BIG_CLUB_FIRST = 15_001;
const teams = ['Senior', 'Old boys', 'U13', 'U11 Drenge', 'Damesenior'];
const firstNames = ['Søren', 'Åse', 'Bjørn', 'Mette', 'Jørgen', 'Lærke', 'Freja', 'Karen', 'Mads', 'Ida'];
const surnames = ['Ærø', 'Østergård', 'Bækgaard', 'Sørensen', 'Kjær', 'Møller', 'Frøstrup', 'Dahl'];

/**
 * A club's member file as Excel saves it with "CSV UTF-8" (a BOM, `;`): member numbers, Danish names, every tenth a
 * Træner, five teams of the football department, and every tenth row the e-mail of a member the big club has already,
 * so that the staged import has existing matches to show (1,000 of 10,000).
 */
export const benchMemberCsv = (rows: number, run: number): string => {
  const lines = ['Medlemsnummer;Fornavn;Efternavn;E-mail;Mobil;Adresse;Postnr;By;Fødselsdato;Rolle;Afdeling;Hold'];
  for (let index = 0; index < rows; index += 1) {
    const email =
      index % 10 === 0
        ? `bench${BIG_CLUB_FIRST + (index / 10) * 20}@bench.klubhus.dk`
        : `import${run}.${index}@bench.klubhus.dk`;
    lines.push(
      [
        run * 100_000 + index + 1,
        firstNames[index % firstNames.length],
        // Each run's own people: a later run finds the earlier runs' members by the e-mail only.
        `${surnames[index % surnames.length]} ${run}-${index}`,
        email,
        String(20_000_000 + index),
        `Vestergade ${1 + (index % 120)}`,
        '8000',
        'Aarhus C',
        `${String(1 + (index % 28)).padStart(2, '0')}-${String(1 + (index % 12)).padStart(2, '0')}-${1950 + (index % 60)}`,
        index % 10 === 0 ? 'Træner' : 'Spiller',
        'Fodbold',
        teams[index % teams.length],
      ].join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
};

const BOUNDARY = '----klubhus-bench-import';

/** The upload as a browser sends it: one part, `newmembers`. */
const multipart = (fileName: string, text: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="newmembers"; filename="${fileName}"\r\n` +
  `Content-Type: text/csv\r\n\r\n${text}\r\n--${BOUNDARY}--\r\n`;

type Call = (url: string, init: RequestInit) => Promise<{ status: number; took: number; body: string }>;

/** Runs the journey RUNS times; prints each phase and the total; answers whether the median total is in budget. */
export const benchImport = async (base: string, seeded: Seeded, db: Db, call: Call): Promise<boolean> => {
  const auth = { authorization: `Bearer ${benchToken(seeded.admin)}` };
  const json = (method: string, body: unknown): RequestInit => ({
    method,
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const club = seeded.bigClub;
  const step = async (label: string, expected: number, url: string, init: RequestInit) => {
    const answer = await call(`${base}${url}`, init);
    if (answer.status !== expected) throw new Error(`${IMPORT_LABEL}, ${label}: ${answer.status} ${answer.body}`);
    return answer.took;
  };
  const runs: { parse: number; roles: number; groups: number; confirm: number; total: number }[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const parse = await step('parsecsv', 201, `/api/v2/web/parsecsv/${club}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: multipart(`medlemmer-${run}.csv`, benchMemberCsv(IMPORT_ROWS, run)),
    });
    const [staged] = await queryRows<{ id: number }>(db, sql`select id from member_imports where club_id = ${club}`);
    const roles = await step(
      'roles',
      200,
      `/api/v2/web/import/${club}/roles`,
      json('POST', { roles: [{ id: 'Træner', memberType: memberTypeOf('leader') }] }),
    );
    const groups = await step(
      'groups',
      200,
      `/api/v2/web/import/${club}/groups`,
      json('POST', { groups: [{ id: 'Fodbold-Damesenior', action: 'skip' }] }),
    );
    const confirm = await step(
      'confirm',
      201,
      `/api/v2/web/importusers/${club}`,
      json('POST', { importId: Number(staged?.id) }),
    );
    runs.push({ parse, roles, groups, confirm, total: parse + roles + groups + confirm });
  }
  const p50 = (pick: (run: (typeof runs)[number]) => number) => summarise(runs.map(pick)).p50;
  const total = p50((run) => run.total);
  const pass = total <= IMPORT_BUDGET_MS;
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(
    `\n${IMPORT_LABEL}, into the club of the big-club bench, ${RUNS} runs (latency client):` +
      `\n  p50 parsecsv ${ms(p50((run) => run.parse))} · roles ${ms(p50((run) => run.roles))} · groups ${ms(p50((run) => run.groups))} · confirm ${ms(p50((run) => run.confirm))}` +
      `\n  total p50 ${ms(total)} (runs: ${runs.map((run) => ms(run.total)).join(', ')}) (budget ≤ ${IMPORT_BUDGET_MS} ms): ${pass ? 'PASS' : 'OVER'}`,
  );
  return pass;
};
