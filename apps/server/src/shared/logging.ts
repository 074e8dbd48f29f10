import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';
import { err as standardErrorSerializer } from 'pino-std-serializers';

/**
 * What the server may write to its log. A failed query must not put bound parameters (password hashes,
 * names, addresses) into it: drizzle's error message lists every parameter, and the database's own message
 * and detail quote values (`invalid input syntax for type integer: "…"`, `Key (email)=(…) already exists.`).
 * So a database error is logged as its query text (placeholders only), its SQLSTATE and the schema
 * identifiers the database names, nothing else of it; every other error as pino's standard serializer logs it.
 */

/** A PostgreSQL error response as both drivers raise it (node-postgres's and PGlite's `DatabaseError`). */
interface DatabaseErrorFields {
  code: string;
  severity: string;
  schema?: unknown;
  table?: unknown;
  column?: unknown;
  dataType?: unknown;
  constraint?: unknown;
}

interface ErrorLike {
  message: string;
  name?: unknown;
  stack?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The same test as pino's: anything with a string message is logged as an error. */
const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

const isDatabaseError = (value: unknown): value is ErrorLike & DatabaseErrorFields => {
  if (!isErrorLike(value)) return false;
  const { code, severity } = value as { code?: unknown; severity?: unknown };
  return typeof severity === 'string' && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
};

const isQueryError = (value: unknown): value is DrizzleQueryError => value instanceof DrizzleQueryError;

/** An error whose own message or fields may carry values: it is never logged through its message. */
const isGuarded = (value: unknown): boolean => isQueryError(value) || isDatabaseError(value);

/** Names of database objects: safe to log (they are the schema's, never a row's). */
const identifierKeys = ['schema', 'table', 'column', 'dataType', 'constraint'] as const;

const identifiersOf = (error: DatabaseErrorFields): Partial<Record<(typeof identifierKeys)[number], string>> =>
  Object.fromEntries(
    identifierKeys.flatMap((key) => (typeof error[key] === 'string' && error[key] !== '' ? [[key, error[key]]] : [])),
  );

/** `SQLSTATE 23505 (table public.users, constraint users_email_lower_idx)`. */
const databaseErrorText = (error: DatabaseErrorFields): string => {
  const { schema, table, column, dataType, constraint } = identifiersOf(error);
  const where = [
    table && `table ${schema ? `${schema}.` : ''}${table}`,
    column && `column ${column}`,
    dataType && `type ${dataType}`,
    constraint && `constraint ${constraint}`,
  ].filter(Boolean);
  return `SQLSTATE ${error.code}${where.length > 0 ? ` (${where.join(', ')})` : ''}`;
};

/** The error's own message, or the safe text that stands for it. */
const ownMessage = (error: ErrorLike): string => {
  if (isQueryError(error)) return `Failed query: ${error.query}`;
  if (isDatabaseError(error)) return databaseErrorText(error);
  return error.message;
};

const typeOf = (error: ErrorLike): string => {
  // drizzle leaves `name` at "Error", and PGlite's error class has a minified name: say what they are.
  if (isQueryError(error)) return 'DrizzleQueryError';
  if (isDatabaseError(error)) return 'DatabaseError';
  const constructor = (error as { constructor?: unknown }).constructor;
  return typeof constructor === 'function' && constructor.name ? constructor.name : String(error.name ?? 'Error');
};

/** The stack's frames under a safe first line: the captured first line is the original message. */
const ownStack = (error: ErrorLike): string => {
  const stack = typeof error.stack === 'string' ? error.stack : '';
  if (!isGuarded(error)) return stack;
  const frames = stack.split('\n').filter((line) => /^\s+at\s/.test(line));
  return [`${typeOf(error)}: ${ownMessage(error)}`, ...frames].join('\n');
};

const causeOf = (error: ErrorLike): ErrorLike | undefined => {
  const cause = typeof error.cause === 'function' ? (error.cause as () => unknown)() : error.cause;
  return isErrorLike(cause) ? cause : undefined;
};

/** Messages (or stacks) down the cause chain, joined as pino's standard serializer joins them. */
const alongCauses = (error: ErrorLike, part: (error: ErrorLike) => string, joint: string): string => {
  const parts: string[] = [];
  const seen = new Set<ErrorLike>();
  for (let at: ErrorLike | undefined = error; at; at = causeOf(at)) {
    if (seen.has(at)) break;
    seen.add(at);
    parts.push(part(at));
  }
  return parts.join(joint);
};

/**
 * The text that describes an error without any value a database error may carry: for a failed query
 * `Failed query: select $1::int: SQLSTATE 22P02`. The log's `err.message` and the outbox's `last_error`.
 */
export const safeErrorText = (error: unknown): string => {
  if (!isErrorLike(error)) return String(error);
  return alongCauses(error, ownMessage, ': ') || typeOf(error);
};

/** Whether a database error sits anywhere in `value`: its cause chain, `errors`, or any error-valued field. */
const carriesDatabaseError = (value: unknown, seen = new Set<unknown>()): boolean => {
  if (!isErrorLike(value) || seen.has(value)) return false;
  seen.add(value);
  if (isGuarded(value)) return true;
  const inner = [
    causeOf(value),
    ...(Array.isArray(value.errors) ? (value.errors as unknown[]) : []),
    ...Object.values(value),
  ];
  return inner.some((item) => carriesDatabaseError(item, seen));
};

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

const serialize = (value: unknown): unknown => {
  if (!isErrorLike(value)) return value;
  // The standard serializer reads only what an ErrorLike has (message, stack, cause, fields).
  if (!carriesDatabaseError(value)) return standardErrorSerializer(value as Error);
  const serialized: SerializedError = {
    type: typeOf(value),
    message: safeErrorText(value),
    stack: alongCauses(value, ownStack, '\ncaused by: '),
  };
  if (isQueryError(value)) {
    serialized.query = value.query;
    const cause = causeOf(value);
    if (isDatabaseError(cause)) Object.assign(serialized, { code: cause.code, ...identifiersOf(cause) });
  } else if (isDatabaseError(value)) {
    Object.assign(serialized, { code: value.code, severity: value.severity, ...identifiersOf(value) });
  } else {
    if (Array.isArray(value.errors)) serialized.aggregateErrors = (value.errors as unknown[]).map(serialize);
    for (const [key, field] of Object.entries(value)) {
      if (key === 'cause' || key in serialized) continue;
      serialized[key] = serialize(field);
    }
  }
  return serialized;
};

/**
 * Pino's `err` serializer, database-safe. An error that carries no database error is serialised by pino's
 * standard serializer, unchanged. Otherwise the result has the standard shape (`type`, `message` and `stack`
 * with the causes appended, the error's own fields), but each database error in it contributes only its
 * safe text, its stack frames, and — as fields — the query text, SQLSTATE and schema identifiers.
 */
export const serializeError = (error: Error): SerializedError =>
  // An error in gives a serialised error out; pino may also pass a non-error, which goes through unchanged.
  serialize(error) as SerializedError;

/** Anything secret that a log call might pass along: credentials in headers, passwords and tokens in bodies. */
const secretKeys = [
  'password',
  'passwordHash',
  'password_hash',
  'token',
  'tokenHash',
  'authToken',
  'clubToken',
  'registerToken',
];

export const LOG_CENSOR = '[redacted]';

const logRedactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
  ...secretKeys.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** The server's pino options (through Fastify): `main.ts` and every test or bench that logs use these. */
export const loggerOptions = (level: string, stream?: LoggerOptions['stream']): LoggerOptions => ({
  level,
  ...(stream ? { stream } : {}),
  // Under `error` too: a handler that logs `{ error }` must not bypass the database-safe serializer.
  serializers: { err: serializeError, error: serializeError },
  redact: { paths: logRedactPaths, censor: LOG_CENSOR },
});
