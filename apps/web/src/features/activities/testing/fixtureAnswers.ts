import {
  contract,
  fixtureImportRefusals,
  type FixtureImportBody,
  type FixturePreview,
  type FixturePreviewRow,
} from '@klubhus/domain';
import { answer, failure, type Answer } from '../../../testing/apiStub';

/**
 * What the fixture import's tests and stories share (issue 24): a spring season of U11 drenge as the association's
 * list gives it — 20 matches on Saturdays, the first two already in the club's calendar (duplicates), one moved since
 * it was imported (changed: 11:30 on bane 3, not 10:00 on bane 1), the rest new — and a server that reads any file as
 * that list and imports what it is sent.
 */

const opponents = [
  'Brabrand IF',
  'VSK Aarhus',
  'Aarhus Fremad',
  'Skovbakken',
  'Lystrup IF',
  'Hjortshøj-Egå IF',
  'Tilst IF',
  'Åbyhøj IF',
  'Viby IF',
  'Trige-Ølsted IF',
];

const HOME = 'Aarhus Roklub';
const HOME_GROUND = 'Vejlby Stadion, bane 3';

/** The `index`th Saturday from 6 March 2027, as the file's day. */
const saturday = (index: number) => new Date(Date.UTC(2027, 2, 6 + 7 * index)).toISOString().slice(0, 10);

const fixture = (index: number): FixturePreviewRow => {
  const opponent = opponents[index % opponents.length] as string;
  const isHome = index % 2 === 0;
  return {
    line: index + 2,
    matchNumber: String(512_030 + index),
    date: saturday(index),
    time: isHome ? '10:00' : '13:15',
    homeTeam: isHome ? HOME : opponent,
    awayTeam: isHome ? opponent : HOME,
    venue: isHome ? HOME_GROUND : `${opponent.replace(/ IF$/, '')} Idrætspark`,
    competition: 'U11 Drenge A-rækken, pulje 2',
    status: 'new',
    activityId: null,
    current: null,
  };
};

const rows = Array.from({ length: 20 }, (_, index) => fixture(index)).map((row, index): FixturePreviewRow => {
  if (index < 2) return { ...row, status: 'duplicate', activityId: 301 + index };
  if (index === 6) {
    return {
      ...row,
      time: '11:30',
      status: 'changed',
      activityId: 307,
      // 10:00 in Copenhagen (summer time) on bane 1, as it was imported.
      current: { start: `${row.date}T08:00:00.000Z`, location: 'Vejlby Stadion, bane 1' },
    };
  }
  return row;
});

/** The list as the server reads it: 17 new, 1 changed, 2 duplicates. */
export const samplePreview: FixturePreview = { fileName: 'kampprogram-u11-drenge-forår-2027.xlsx', rows };

/** The import's answer to a body, as the server counts it against `preview`: new ones created, changed ones updated. */
const importedFrom = (preview: FixturePreview) => (body: FixtureImportBody) => {
  const statusOf = (line: number) => preview.rows.find((row) => row.line === line)?.status ?? 'new';
  const kept = body.rows.map((row) => statusOf(row.line));
  return {
    created: kept.filter((status) => status === 'new').length,
    updated: kept.filter((status) => status === 'changed').length,
    unchanged: kept.filter((status) => status === 'duplicate').length,
    activityIds: body.rows.map((_, index) => 400 + index),
  };
};

/** Both calls: any file reads as `preview` (under the file's own name); the import answers from what it is sent. */
export const fixtureImportAnswers = (preview: FixturePreview = samplePreview): Answer[] => [
  answer(contract.parseFixtures, ({ body }) => {
    const file = body instanceof FormData ? body.get('file') : null;
    return { ...preview, fileName: file instanceof File ? file.name : preview.fileName };
  }),
  answer(contract.importFixtures, ({ body }) => importedFrom(preview)(body as FixtureImportBody)),
];

/** A row of the file that cannot be read: the server names it in `field` and in its message. */
export const rowRefusal = failure(contract.parseFixtures, 400, {
  ...fixtureImportRefusals.fixtureRowInvalid,
  message: 'Rækken kan ikke læses (række 14)',
  field: 'line.14',
});

/** The group was removed while the wizard was open. */
export const groupGone = failure(contract.importFixtures, 404, {
  ...fixtureImportRefusals.fixtureGroupNotFound,
  field: 'groupId',
});

/** The type is no longer one the club offers. */
export const typeRefused = failure(contract.importFixtures, 400, {
  message: 'Typen findes ikke',
  code: 'invalidType',
  field: 'type',
});

/** A file as the administrator chooses it (the stub reads any file as the list). */
export const fixtureFile = (name = samplePreview.fileName) =>
  new File(['Kampnr.;Dato;Tid;Hjemmehold;Udehold;Spillested;Række\n'], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
