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
import { externalVerifier } from './features/accounts/externalSignIn.js';
import { accountsHandlers } from './features/accounts/routes.js';
import { clubsHandlers } from './features/clubs/routes.js';
import { installDevMailRoutes } from './features/devMail/routes.js';
import { loadFlags } from './features/flags/service.js';
import { buildPaths } from './features/paths/service.js';
import { systemHandlers } from './features/system/routes.js';
import { installAccess, type AuthState } from './http/access.js';
import { installErrorHandler, installNotFound } from './http/errorHandling.js';
import { installFaults } from './http/faults.js';
import { registerContract } from './http/registerContract.js';
import { installRequestBodies } from './http/requestBodies.js';
import { serverTimeouts } from './http/serverTimeouts.js';
import { installWeb } from './http/web.js';
import { brandDirectory, readBrands } from './shared/brands.js';
import { systemClock, type Clock } from './shared/clock.js';
import { createMailer, readMailTexts, type Mailer } from './shared/mail/templates.js';
import { localFileStorage } from './shared/files/storage.js';

export interface AppOptions {
  config: Config;
  database: Database;
  /** The one clock of the app (`app.clock`). @default the system clock moved by KLUBHUS_CLOCK_OFFSET */
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Registers extra routes before the app is sealed (the test-only contract uses this). */
  extend?: (app: FastifyInstance, deps: { clock: Clock; mailer: Mailer }) => void | Promise<void>;
}

/** Builds the whole HTTP app on an open, migrated database. Listening is the caller's business. */
declare module 'fastify' {
  interface FastifyInstance {
    /** The clock every rule reads; the outbox worker gets the same one (src/main.ts). */
    clock: Clock;
  }
}

export const buildApp = async ({
  config,
  database,
  clock = systemClock(config.clockOffsetMs),
  logger = false,
  extend,
}: AppOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger,
    trustProxy: true,
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
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Klubhus API', version: '1' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, client: { type: 'http', scheme: 'basic' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  if (config.faults) installFaults(app);
  await installRequestBodies(app, { dataDir: config.dataDir });
  installAccess(app, { db: database.db, clock, clientCredentials: config.clientCredentials });

  // Every feature's dependencies are built here, once, and handed to it explicitly.
  const { db } = database;
  const files = localFileStorage(config.dataDir);
  const brands = brandDirectory(readBrands(config.brandsDir));
  const mailer = createMailer({ texts: readMailTexts(config.localesDir), brands, publicUrl: config.publicUrl });
  const flags = loadFlags(config.featuresFile);
  const paths = buildPaths(brands, { sentryDsn: config.sentryDsn });
  if (config.multiOrganisation && config.tenants.size === 0) {
    app.log.warn('MULTI_ORGANISATION=1 without TENANTS or TENANTS_FILE: every tenant lookup answers 404.');
  }
  registerContract(app, contract, {
    ...systemHandlers({ db, flags, tenants: config.tenants }),
    ...accountsHandlers({ db, clock, config, files, mailer, verifyExternal: externalVerifier(config.oidcProviders) }),
    ...clubsHandlers({ db, files, brands }),
  });
  app.get('/paths/paths.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(paths),
  );
  // The development mailbox lists held mail; production never serves it (there /dev/* answers 404).
  if (!config.production) installDevMailRoutes(app, { db, smtpConfigured: Boolean(config.smtpUrl) });

  // Stored images and attachments (header images ...), never the web app's fallback.
  fs.mkdirSync(files.root, { recursive: true });
  await app.register(fastifyStatic, { root: files.root, prefix: '/files/', decorateReply: false, index: false });

  await extend?.(app, { clock, mailer });
  const web = await installWeb(app, config.webDist, { multiOrganisation: config.multiOrganisation });
  installNotFound(app, web);
  return app;
};
