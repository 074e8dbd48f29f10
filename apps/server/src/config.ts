import { availableParallelism } from 'node:os';
import path from 'node:path';
import * as z from 'zod';
import { LINK_KEY_MIN_LENGTH } from './features/signup-links/public.js';
import { readSharedCalendars, type SharedCalendars } from './features/shared-calendars/public.js';
import { readTenants, type Tenants } from './features/tenants/public.js';
import { migrationsFolder, serverRoot } from './serverRoot.js';

const repoRoot = path.resolve(serverRoot, '../..');

const flag = z
  .string()
  .optional()
  .transform((value) => value === '1' || value === 'true');

/** An empty setting (`SENTRY_DSN=` in an env file) reads as unset. */
const optionalUrl = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
);

const units: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** A signed duration: `61m`, `-2h`, `1d`, `30s`, or plain milliseconds. */
const duration = z
  .string()
  .regex(/^-?\d+(ms|s|m|h|d)?$/, 'a duration such as 61m, -2h, 1d or milliseconds')
  .transform((text) => {
    const [, number = '0', unit = 'ms'] = /^(-?\d+)(ms|s|m|h|d)?$/.exec(text) ?? [];
    return Number(number) * (units[unit] ?? 1);
  });

const env = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Loopback by default: reaching the server from other machines is a choice (`HOST=0.0.0.0`). */
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Klubhus <noreply@klubhus.local>'),
  PUBLIC_URL: z.string().optional(),
  DEMO: z.string().optional(),
  KLUBHUS_FAULTS: flag,
  /** Test-only: moves the server's clock, e.g. `61m`, `-2h`, `1d` or milliseconds. Refused in production. */
  KLUBHUS_CLOCK_OFFSET: z.preprocess((value) => (value === '' ? undefined : value), duration.optional()),
  /**
   * Test-only (the import's crash test, ADR 020): confirm pauses for good, inside its transaction, after inserting
   * this many new members, and says so on stderr. Refused in production.
   */
  KLUBHUS_FAULT_IMPORT_PAUSE_AFTER: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().positive().optional(),
  ),
  CLIENT_CREDENTIALS: z.string().default('web:web'),
  FEATURES_FILE: z.string().optional(),
  BRANDS_DIR: z.string().default(path.join(repoRoot, 'apps/web/src/brands')),
  /** The 8 locale folders; the server reads each one's `mail.json` (the web's own texts sit beside it). */
  LOCALES_DIR: z.string().default(path.join(repoRoot, 'apps/web/src/i18n/locales')),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  SESSION_DAYS: z.coerce.number().int().positive().default(30),
  /** Failed sign-ins per e-mail and per address within 15 minutes before 429, and calls per minute and address on the credential routes. */
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  /** Which proxies' forwarded headers to believe (`trustProxy`); unset: none. */
  TRUST_PROXY: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  /** Password hashes computed at once (argon2 takes a core each). */
  HASH_CONCURRENCY: z.coerce.number().int().positive().optional(),
  /** Password checks that may wait for a free slot; one more answers 503 at once. */
  HASH_QUEUE: z.coerce.number().int().nonnegative().default(64),
  /** Clubs one user may create within 24 hours. */
  CLUBS_PER_USER_PER_DAY: z.coerce.number().int().positive().default(10),
  /** `0` hides the API documentation (`/api/docs`); it is served by default, production included (ADR 014). */
  API_DOCS: z.string().optional(),
  OUTBOX_POLL_MS: z.coerce.number().int().positive().default(1000),
  /** A request, headers and body, must arrive within this; see http/serverTimeouts.ts. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  /** Single sign-on: a JSON array of OpenID Connect providers (`oidcProvider`). */
  OIDC_PROVIDERS: z.string().optional(),
  /** Multi-organisation mode: the served page tells the web to look up its organisation by domain. */
  MULTI_ORGANISATION: flag,
  /** The tenants the lookup answers: a JSON file, or the same JSON inline (`Tenants`). */
  TENANTS_FILE: z.string().optional(),
  TENANTS: z.string().optional(),
  /**
   * The shared (public) calendars clubs share activities to (ADR 026): a JSON file, or the same JSON inline
   * (`[{ "id": 1, "name": "…" }]`). Neither: none, or in the demo one built-in calendar.
   */
  SHARED_CALENDARS_FILE: z.string().optional(),
  SHARED_CALENDARS: z.string().optional(),
  /** Where the web reports errors; handed to it in `/paths/paths.json`. */
  SENTRY_DSN: optionalUrl,
  /**
   * The key sign-up links' tokens are derived from (ADR 019); unset: a random key kept in DATA_DIR/link-key.
   * Replacing it makes every sign-up link invalid.
   */
  LINK_KEY: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(LINK_KEY_MIN_LENGTH, `LINK_KEY must have at least ${LINK_KEY_MIN_LENGTH} characters`).optional(),
  ),
});

/** One OpenID Connect provider whose id_tokens `POST /v4/login/external` accepts. Keys from `jwksUri` or inline `jwks`. */
const oidcProvider = z
  .object({
    name: z.string().min(1),
    issuer: z.string().min(1),
    audience: z.string().min(1),
    jwksUri: z.url().optional(),
    /** An inline JSON Web Key Set (`{ keys: [...] }`), for tests or providers without a JWKS endpoint. */
    jwks: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }).optional(),
  })
  .refine((provider) => Boolean(provider.jwksUri) !== Boolean(provider.jwks), 'give exactly one of jwksUri and jwks');
export type OidcProvider = z.infer<typeof oidcProvider>;

export interface Config {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  demo: boolean;
  /** Fastify's `trustProxy`: false, a hop count, or the proxies' addresses (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** How many password hashes run at once, and how many may wait (`shared/passwords.ts`). */
  hashing: { concurrency: number; queue: number };
  clubsPerUserPerDay: number;
  apiDocs: boolean;
  faults: boolean;
  /** How far the clock is moved (KLUBHUS_CLOCK_OFFSET); 0 outside tests. */
  clockOffsetMs: number;
  /** The import's confirm pauses after this many new members (KLUBHUS_FAULT_IMPORT_PAUSE_AFTER); undefined outside its crash test. */
  faultImportPauseAfter: number | undefined;
  /** Accepted basic client credentials, `user:password`. */
  clientCredentials: string[];
  featuresFile: string | undefined;
  brandsDir: string;
  localesDir: string;
  webDist: string;
  sessionDays: number;
  authRateLimit: number;
  outboxPollMs: number;
  requestTimeoutMs: number;
  oidcProviders: OidcProvider[];
  multiOrganisation: boolean;
  /** Organisations by lower-cased domain, for the tenant lookup; empty when none are configured. */
  tenants: Tenants;
  /** The shared calendars of the deployment (SHARED_CALENDARS_FILE / SHARED_CALENDARS; the demo's own without them). */
  sharedCalendars: SharedCalendars;
  sentryDsn: string | undefined;
  /** LINK_KEY; undefined: the key file in `dataDir` (`linkKeyOf`). */
  linkKey: string | undefined;
  migrationsFolder: string;
}

/** What `TRUST_PROXY` may say, as Fastify's `trustProxy` takes it. */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const IP_OR_CIDR = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(?:\/\d{1,3})?$/i;

/**
 * `TRUST_PROXY`: unset, `0` or `false` trusts no proxy (the socket's address is the client's); a positive
 * number trusts that many hops in front of the server; otherwise a comma-separated list of the proxies'
 * addresses or CIDR ranges (or proxy-addr's names `loopback`, `linklocal`, `uniquelocal`). `true` (trust
 * anyone's header) is refused: it lets every client choose its own address.
 */
export const parseTrustProxy = (value: string | undefined): TrustProxy => {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const items = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const bad = items.filter((item) => !PROXY_NAMES.has(item) && !IP_OR_CIDR.test(item));
  if (bad.length > 0 || items.length === 0) {
    throw new Error(
      `TRUST_PROXY: "${text}" is neither a hop count nor a list of proxy addresses (a.b.c.d, a CIDR range, loopback)`,
    );
  }
  return items;
};

/** True for a host name or address that only this machine reaches. */
export const isLoopbackHost = (host: string): boolean => {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return bare === 'localhost' || bare === '::1' || /^127(?:\.\d{1,3}){3}$/.test(bare);
};

const on = (value: string | undefined) => value !== undefined && value !== '0' && value !== 'false';

/** Reads the environment once; refuses settings that must never reach production. */
export const loadConfig = (source: NodeJS.ProcessEnv = process.env): Config => {
  const e = env.parse(source);
  const production = e.NODE_ENV === 'production';
  if (production && e.KLUBHUS_FAULTS) throw new Error('KLUBHUS_FAULTS=1 is refused when NODE_ENV=production');
  if (production && e.KLUBHUS_CLOCK_OFFSET !== undefined) {
    throw new Error('KLUBHUS_CLOCK_OFFSET is refused when NODE_ENV=production');
  }
  if (production && e.KLUBHUS_FAULT_IMPORT_PAUSE_AFTER !== undefined) {
    throw new Error('KLUBHUS_FAULT_IMPORT_PAUSE_AFTER is refused when NODE_ENV=production');
  }
  // Demo accounts with a published password are seeded only where nobody else can reach them, unless asked.
  const demo = e.DEMO === undefined ? !production && isLoopbackHost(e.HOST) : on(e.DEMO);
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    demo,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    hashing: {
      // Half the cores (at least one): the other half keeps answering everyone else while sign-ins queue.
      concurrency: e.HASH_CONCURRENCY ?? Math.max(1, Math.floor(availableParallelism() / 2)),
      queue: e.HASH_QUEUE,
    },
    clubsPerUserPerDay: e.CLUBS_PER_USER_PER_DAY,
    apiDocs: e.API_DOCS === undefined || on(e.API_DOCS),
    faults: e.KLUBHUS_FAULTS,
    clockOffsetMs: e.KLUBHUS_CLOCK_OFFSET ?? 0,
    faultImportPauseAfter: e.KLUBHUS_FAULT_IMPORT_PAUSE_AFTER,
    clientCredentials: e.CLIENT_CREDENTIALS.split(',')
      .map((item) => item.trim())
      .filter(Boolean),
    featuresFile: e.FEATURES_FILE,
    brandsDir: path.resolve(e.BRANDS_DIR),
    localesDir: path.resolve(e.LOCALES_DIR),
    webDist: path.resolve(e.WEB_DIST),
    sessionDays: e.SESSION_DAYS,
    authRateLimit: e.AUTH_RATE_LIMIT,
    outboxPollMs: e.OUTBOX_POLL_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    oidcProviders: e.OIDC_PROVIDERS ? z.array(oidcProvider).parse(JSON.parse(e.OIDC_PROVIDERS)) : [],
    multiOrganisation: e.MULTI_ORGANISATION,
    tenants: readTenants({ file: e.TENANTS_FILE || undefined, inline: e.TENANTS || undefined }),
    sharedCalendars: readSharedCalendars({
      file: e.SHARED_CALENDARS_FILE || undefined,
      inline: e.SHARED_CALENDARS || undefined,
      demo,
    }),
    sentryDsn: e.SENTRY_DSN,
    linkKey: e.LINK_KEY,
    migrationsFolder,
  };
};
