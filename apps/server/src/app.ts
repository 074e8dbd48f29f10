import fs from 'node:fs';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { BODY_LIMITS, contract } from '@klubhus/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/connect.js';
import { featureJobs } from './featureJobs.js';
import { externalVerifier } from './features/accounts/externalSignIn.js';
import { accountsHandlers } from './features/accounts/routes.js';
import { activitiesHandlers } from './features/activities/routes.js';
import type { ActivitiesDeps } from './features/activities/service.js';
import { participationHandlers } from './features/activities/participationRoutes.js';
import { statisticsHandlers } from './features/activities/statisticsRoutes.js';
import { activityExportsHandlers } from './features/activity-exports/routes.js';
import { activityTypesHandlers } from './features/activity-types/routes.js';
import { messagesHandlers } from './features/messages/routes.js';
import { sponsorsHandlers } from './features/sponsors/routes.js';
import { calendarsHandlers } from './features/calendars/routes.js';
import { clubsHandlers } from './features/clubs/routes.js';
import { memberExportsHandlers } from './features/member-exports/routes.js';
import { membersHandlers } from './features/members/routes.js';
import { relationsHandlers } from './features/relations/routes.js';
import { importedUsersHandlers } from './features/imported-users/routes.js';
import { joiningHandlers } from './features/joining/routes.js';
import { applyImport, installImportTemplates, type MemberImportDeps } from './features/member-import/public.js';
import { fixtureImportHandlers } from './features/fixture-import/routes.js';
import { memberImportHandlers } from './features/member-import/routes.js';
import { installDevMailRoutes } from './features/devMail/routes.js';
import { groupsHandlers } from './features/groups/routes.js';
import { invitationHandlers } from './features/invitation/routes.js';
import { linkKeyOf, linkTokens, type LinkTokens } from './features/signup-links/public.js';
import { sharedCalendarsHandlers } from './features/shared-calendars/routes.js';
import { signupLinksHandlers } from './features/signup-links/routes.js';
import { loadFlags } from './features/flags/service.js';
import { buildPaths } from './features/paths/service.js';
import { systemHandlers } from './features/system/routes.js';
import { installAccess, type AuthState } from './http/access.js';
import { installErrorHandler, installNotFound } from './http/errorHandling.js';
import { addressKey, trustProxyOption } from './http/clientAddress.js';
import { installCompression } from './http/compression.js';
import { installFaults } from './http/faults.js';
import { registerContract } from './http/registerContract.js';
import { installRequestBodies } from './http/requestBodies.js';
import { installRobots } from './http/robots.js';
import { serverTimeouts } from './http/serverTimeouts.js';
import { installWeb } from './http/web.js';
import type { FeatureJobs } from './outbox/handlers.js';
import { brandDirectory, readBrands } from './shared/brands.js';
import { systemClock, type Clock } from './shared/clock.js';
import { createMailer, readMailTexts, type Mailer } from './shared/mail/templates.js';
import { boundedPasswords, type Passwords } from './shared/passwords.js';
import { localFileStorage } from './shared/files/storage.js';

/** Powerful browser features the app never uses, off for it and anything it embeds. */
const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), ' +
  'magnetometer=(), microphone=(), midi=(), payment=(), usb=(), xr-spatial-tracking=()';

export interface AppOptions {
  config: Config;
  database: Database;
  /** The one clock of the app (`app.clock`). @default the system clock moved by KLUBHUS_CLOCK_OFFSET */
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Password hashing. @default argon2 behind the queue HASH_CONCURRENCY and HASH_QUEUE configure */
  passwords?: Passwords;
  /** Registers extra routes before the app is sealed (the test-only contract uses this). */
  extend?: (app: FastifyInstance, deps: { clock: Clock; mailer: Mailer }) => void | Promise<void>;
}

/** Builds the whole HTTP app on an open, migrated database. Listening is the caller's business. */
declare module 'fastify' {
  interface FastifyInstance {
    /** The clock every rule reads; the outbox worker gets the same one (src/main.ts). */
    clock: Clock;
    /** The one mailer (brands and texts). */
    mailer: Mailer;
    /** The features' outbox work (src/featureJobs.ts): the worker runs it (src/main.ts). */
    featureJobs: FeatureJobs;
    /** Password hashing behind its bounded queue (`shared/passwords.ts`). */
    passwords: Passwords;
    /** Sign-up links' tokens under the link key (LINK_KEY or DATA_DIR/link-key, ADR 019); the demo makes one. */
    linkTokens: LinkTokens;
  }
}

export const buildApp = async ({
  config,
  database,
  clock = systemClock(config.clockOffsetMs),
  logger = false,
  passwords = boundedPasswords(config.hashing),
  extend,
}: AppOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger,
    // Forwarded headers are believed only from the proxies TRUST_PROXY names: otherwise any client could choose
    // its own address (and with it escape every per-address limit) or its host.
    trustProxy: trustProxyOption(config.trustProxy),
    // JSON and form bodies; an entry that carries more declares its own (`bodyLimit`, registerContract).
    bodyLimit: BODY_LIMITS.default,
    // Fastify answers 414 to a path parameter over 100 characters; a domain name may have 253, and a
    // longer one must reach validation to get the contract's 400.
    routerOptions: { maxParamLength: 1024 },
    ...serverTimeouts(config.requestTimeoutMs),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Set per request in onRequest; a shared object as the decorator's default would leak between requests.
  app.decorateRequest('auth', null as unknown as AuthState);
  app.decorate('clock', clock);
  installErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // blob: lets the image picker decode a chosen file in the browser (ImageUpload's encodeImage).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'https:'],
        // Plain-http hosts (localhost, an intranet) must keep working: upgrading would break every call.
        upgradeInsecureRequests: null,
      },
    },
    hsts: config.production,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    // Answers for a signed-in user or a client credential (a session token, personal data) are never stored by
    // a browser or a shared cache; public answers (health, features, files) keep their own caching.
    const access = request.routeOptions.config.access;
    if (access && access !== 'public') reply.header('Cache-Control', 'no-store');
  });
  // Before any route: the plugin decides per route as each one is registered.
  await installCompression(app);
  await app.register(rateLimit, { global: false, keyGenerator: addressKey });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Klubhus API', version: '1' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, client: { type: 'http', scheme: 'basic' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // Public by default, production too (ADR 014): every call is in the web's bundle anyway; API_DOCS=0 hides it.
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  if (config.faults) installFaults(app);
  await installRequestBodies(app, { dataDir: config.dataDir });
  installAccess(app, { db: database.db, clock, clientCredentials: config.clientCredentials });

  // Every feature's dependencies are built here, once, and handed to it explicitly.
  const { db } = database;
  const files = localFileStorage(config.dataDir);
  const brands = brandDirectory(readBrands(config.brandsDir));
  const mailer = createMailer({ texts: readMailTexts(config.localesDir), brands, publicUrl: config.publicUrl });
  app.decorate('mailer', mailer);
  app.decorate('passwords', passwords);
  const links = linkTokens(linkKeyOf(config));
  app.decorate('linkTokens', links);
  const jobs = featureJobs({ db, clock, mailer, config });
  app.decorate('featureJobs', jobs);
  const flags = loadFlags(config.featuresFile);
  const paths = buildPaths(brands, { sentryDsn: config.sentryDsn });
  if (config.multiOrganisation && config.tenants.size === 0) {
    app.log.warn('MULTI_ORGANISATION=1 without TENANTS or TENANTS_FILE: every tenant lookup answers 404.');
  }
  const memberImport: MemberImportDeps = { db, clock, flags, config };
  const activities: ActivitiesDeps = { db, clock, files, mailer, config, flags };
  registerContract(app, contract, {
    ...systemHandlers({ db, flags, tenants: config.tenants }),
    ...accountsHandlers({
      db,
      clock,
      config,
      files,
      mailer,
      passwords,
      verifyExternal: externalVerifier(config.oidcProviders),
    }),
    ...clubsHandlers({ db, clock, files, brands, config }),
    ...groupsHandlers({ db }),
    ...membersHandlers({ db, files }),
    ...relationsHandlers({ db }),
    ...memberExportsHandlers({ db, clock, flags, brands, localesDir: config.localesDir }),
    ...joiningHandlers({
      db,
      clock,
      mailer,
      config,
      applyImport: (caller, importId) => applyImport(memberImport, caller, importId),
    }),
    ...memberImportHandlers(memberImport),
    ...importedUsersHandlers({ db, clock, files, mailer, passwords, config }),
    ...signupLinksHandlers({ db, clock, brands, links }),
    ...invitationHandlers({ db, clock, flags }),
    ...activitiesHandlers(activities),
    ...participationHandlers(activities),
    ...statisticsHandlers(activities),
    ...activityTypesHandlers({ db, clock, files, config }),
    ...calendarsHandlers({ db, clock, config, links, brands }),
    ...sharedCalendarsHandlers({ db, clock, config, flags }),
    ...activityExportsHandlers({ db, clock, brands, localesDir: config.localesDir }),
    ...fixtureImportHandlers(activities),
    ...messagesHandlers({ db, clock, mailer, config, flags, links, files }),
    ...sponsorsHandlers({ db, clock, files }),
  });
  installRobots(app);
  app.get('/paths/paths.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(paths),
  );
  // The development mailbox lists held mail: only outside production, and only to this machine (its own rule).
  if (!config.production) {
    installDevMailRoutes(app, { db, smtpConfigured: Boolean(config.smtpUrl), secretLinks: jobs.secretLinks });
  }

  // The import's committed CSV templates under /files/templates/ (ADR 020), apart from the upload store below.
  installImportTemplates(app);
  // Stored images and attachments (header images ...), never the web app's fallback.
  fs.mkdirSync(files.root, { recursive: true });
  await app.register(fastifyStatic, { root: files.root, prefix: '/files/', decorateReply: false, index: false });

  await extend?.(app, { clock, mailer });
  const web = await installWeb(app, config.webDist, { multiOrganisation: config.multiOrganisation, brands });
  installNotFound(app, web);
  return app;
};
