import type { FastifyRequest } from 'fastify';
import { badRequest } from './HttpError.js';

/**
 * PostgreSQL text cannot hold a NUL: an insert or a comparison with one fails, which answered 500. The
 * domain's text schemas refuse NUL (`invalidCharacter`), but an area may still write a raw `z.string()`;
 * this guard, run for every contract route, makes that harmless: a NUL anywhere in the path parameters,
 * the query or the body (keys included) answers 400 before validation and before any handler.
 */

const NUL = '\u0000';

type Part = 'params' | 'query' | 'body';

/** One value still to look at, with how it was reached (a linked path: built only when a NUL is found). */
interface Visit {
  value: unknown;
  key?: string;
  parent?: Visit;
}

/** An object whose keys and values are text the request carried; an uploaded file or buffer is bytes. */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !(value instanceof Blob) &&
  !(value instanceof ArrayBuffer) &&
  !ArrayBuffer.isView(value);

const pathOf = (visit: Visit): string[] => {
  const path: string[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.unshift(at.key);
  return path;
};

/**
 * The path (`['members', '0', 'name']`) of the first string, key or value, that holds a NUL, or undefined.
 * Walks with its own stack, not by recursion, so a deeply nested body cannot overflow the call stack.
 * Files and buffers are not entered: an upload is bytes, not text.
 */
const nulPath = (root: unknown): string[] | undefined => {
  const stack: Visit[] = [{ value: root }];
  for (let visit = stack.pop(); visit !== undefined; visit = stack.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return pathOf(visit);
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--) {
        stack.push({ value: value[index] as unknown, key: String(index), parent: visit });
      }
    } else if (isRecord(value)) {
      const entries = Object.entries(value);
      const badKey = entries.find(([key]) => key.includes(NUL));
      if (badKey) return pathOf({ value: undefined, key: badKey[0], parent: visit });
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index] as [string, unknown];
        stack.push({ value: child, key, parent: visit });
      }
    }
  }
  return undefined;
};

/** Answers 400 `invalidCharacter` on the first field holding a NUL (shown as U+FFFD in the field's name). */
export const refuseNul = async (request: FastifyRequest): Promise<void> => {
  for (const part of ['params', 'query', 'body'] as const satisfies readonly Part[]) {
    const path = nulPath(request[part]);
    if (path === undefined) continue;
    const field = path.join('.').replaceAll(NUL, '\uFFFD') || undefined;
    const where = part === 'body' ? (field ?? 'body') : field ? `${part}.${field}` : part;
    throw badRequest(`${where}: invalidCharacter`, 'invalidCharacter', field);
  }
};
