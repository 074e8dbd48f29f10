import type { FastifyInstance } from 'fastify';

/**
 * The pages a visitor reaches signed out that are worth finding (ARCHITECTURE §4's decisions table), each
 * exactly: their query-string forms carry tokens or even credentials (`/register?email=…&password=…`), and
 * /reset, /logout, /registrer and the payment returns are steps of a flow, not pages to land on.
 */
const PUBLIC_PAGES = ['/', '/login', '/create', '/forgot', '/download', '/invitation', '/register'];

/**
 * What rendering those pages needs: the build's files and the start-up calls (the paths file, fetched with a
 * cache-busting query, the feature configuration, the tenant lookup); a crawler that may not load them sees the
 * error screen.
 */
const RENDERING = ['/assets/', '/brands/', '/paths/paths.json', '/api/features', '/api/tenant/'];

/** RFC 9309; `$` anchors a rule at the path's end. The most specific (longest) rule wins, so `Disallow: /` is the rest. */
const ROBOTS_TXT = [
  'User-agent: *',
  ...PUBLIC_PAGES.map((page) => `Allow: ${page}$`),
  ...RENDERING.map((rule) => `Allow: ${rule}`),
  'Disallow: /',
  '',
].join('\n');

/** `/robots.txt`: crawlers may read the public pages and what they load, nothing of the API or the signed-in app. */
export const installRobots = (app: FastifyInstance): void => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(ROBOTS_TXT),
  );
};
