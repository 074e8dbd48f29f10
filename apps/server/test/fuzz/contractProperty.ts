import type { ContractEntry } from '@klubhus/domain';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db/connect.js';
import { importedSessionOf } from '../support/importedScope.js';
import { newSession } from '../support/sessions.js';
import {
  bodyLimitOf,
  describeRequest,
  printableText,
  requestsFor,
  sizeOf,
  type Caller,
  type FuzzRequest,
} from './fuzzRequest.js';
import { rules, rulesThatWrite, type KnownFinding, type Rule } from './knownFindings.js';
import type { TableWatch } from './tableDigest.js';
import type { FuzzWorld } from './worldIds.js';

/** What the property runs against. */
export interface FuzzTarget {
  readonly app: FastifyInstance;
  readonly db: Db;
  /** Every table of the database (`listTables`), watched for what each request changes (`watchTables`). */
  readonly watch: TableWatch;
  readonly world: FuzzWorld;
  /** Findings to skip (`knownFindings`); the self-test passes its own. */
  readonly known: readonly KnownFinding[];
  /** Collects every broken rule instead of stopping at the first (`FUZZ_REPORT=1`). */
  readonly survey?: Survey | undefined;
  /** Requests sent per entry, for the coverage check. */
  readonly sent?: Map<string, number>;
  /**
   * Puts back, before each request of `entry`, what an earlier request of the same entry may have deleted: a resource
   * located by its own id (a message, ADR 028) answers 404 before its body is read once a valid delete took it.
   */
  readonly beforeRequest?: (key: string, entry: ContractEntry) => Promise<void>;
}

/** One broken rule of one answer. */
export interface Violation {
  readonly entry: string;
  readonly rule: Rule;
  readonly status: number;
  readonly known: KnownFinding | undefined;
  readonly report: string;
}

/** Every broken rule the fuzzer saw, known or not. */
export interface Survey {
  readonly violations: Violation[];
  /** Per entry, how many answers of each status: how deep the requests got. */
  readonly statuses: Map<string, Map<number, number>>;
}

const CLIENT_CREDENTIAL = `Basic ${Buffer.from('web:web').toString('base64')}`;

/** The credential of the persona that passes the entry's access check; a fresh session, since logout ends it. */
const credentialOf = async (target: FuzzTarget, caller: Caller): Promise<Record<string, string>> => {
  if (caller === 'nobody') return {};
  if (caller === 'client') return { authorization: CLIENT_CREDENTIAL };
  if (caller === 'imported') {
    const { imported } = target.world;
    if (!imported) throw new Error('the fuzz world has no invitation for the imported entries');
    return { authorization: `Bearer ${await importedSessionOf(target.db, imported)}` };
  }
  return { authorization: `Bearer ${await newSession(target.db, target.world.userIds.adminA)}` };
};

const clip = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;

const isErrorBody = (response: LightMyRequestResponse): boolean => {
  if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) return false;
  try {
    const body: unknown = JSON.parse(response.body);
    if (typeof body !== 'object' || body === null) return false;
    const { statusCode, message } = body as { statusCode?: unknown; message?: unknown };
    return statusCode === response.statusCode && typeof message === 'string' && message.trim() !== '';
  } catch {
    return false;
  }
};

/** The rules an answer breaks. */
const brokenRules = (
  request: FuzzRequest,
  response: LightMyRequestResponse,
  written: readonly string[],
  bodyLimit: number,
): Rule[] => {
  const status = response.statusCode;
  const broken: Rule[] = [];
  if (status >= 500) broken.push('no5xx');
  if (status >= 400 && status < 500) {
    if (!isErrorBody(response)) broken.push('errorBody');
    if (written.length > 0) broken.push('noWriteBehind4xx');
  }
  if (!request.multipart && sizeOf(request.payload) > bodyLimit) {
    // Access and the path are decided before the body is read, so a hostile path or query may be refused first.
    const refusedFirst = request.tags.some((tag) => !tag.at.startsWith('body')) && status >= 400 && status < 500;
    if (status !== 413 && !refusedFirst) broken.push('bodyLimit');
  }
  return broken;
};

const knownFor = (known: readonly KnownFinding[], rule: Rule, request: FuzzRequest): KnownFinding | undefined =>
  known.find((finding) => finding.rule === rule && request.tags.some((tag) => tag.class === finding.input));

const reportOf = (
  request: FuzzRequest,
  response: LightMyRequestResponse,
  broken: readonly Rule[],
  written: readonly string[],
): string =>
  [
    `contract entry "${request.entry}" broke: ${broken.map((rule) => rules[rule]).join('; ')}`,
    `request: ${describeRequest(request)}`,
    `answer: ${response.statusCode} ${String(response.headers['content-type'] ?? '(no content type)')} ${clip(printableText(response.body), 300)}`,
    ...(written.length > 0 ? [`tables written: ${written.join(', ')}`] : []),
  ].join('\n');

/**
 * The property for one contract entry: for every generated request, never a 5xx; every 4xx a JSON error
 * body; nothing written behind a 4xx; a body over the entry's limit refused with 413.
 */
export const contractProperty = (target: FuzzTarget, key: string, entry: ContractEntry) => {
  // An entry that takes big JSON on purpose (a base64 image) declares its own limit.
  const bodyLimit = bodyLimitOf(entry);
  const allowed = new Set(
    rulesThatWrite
      .filter((rule) => rule.entry === key)
      .flatMap((rule) => rule.tables.map((table) => `${rule.status} ${table}`)),
  );
  return fc.asyncProperty(requestsFor(key, entry, target.world), async (request) => {
    target.sent?.set(key, (target.sent.get(key) ?? 0) + 1);
    await target.beforeRequest?.(key, entry);
    const headers = { ...request.headers, ...(await credentialOf(target, request.caller)) };
    await target.watch.start();
    const response = await target.app.inject({
      method: request.method,
      url: request.url,
      headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    const status = response.statusCode;
    if (target.survey) {
      const counts = target.survey.statuses.get(key) ?? new Map<number, number>();
      counts.set(status, (counts.get(status) ?? 0) + 1);
      target.survey.statuses.set(key, counts);
    }
    const written =
      status >= 400 && status < 500
        ? (await target.watch.changed()).filter((table) => !allowed.has(`${status} ${table}`))
        : [];
    const broken = brokenRules(request, response, written, bodyLimit);
    if (broken.length === 0) return;
    const violations = broken.map((rule): Violation => ({
      entry: key,
      rule,
      status,
      known: knownFor(target.known, rule, request),
      report: reportOf(request, response, [rule], written),
    }));
    target.survey?.violations.push(...violations);
    const unknown = violations.filter((violation) => violation.known === undefined);
    if (unknown.length > 0 && !target.survey) {
      throw new Error(
        reportOf(
          request,
          response,
          unknown.map((violation) => violation.rule),
          written,
        ),
      );
    }
  });
};
