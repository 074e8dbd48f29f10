import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Paths the server itself owns: never answered with the web app's HTML. */
const serverPaths = ['/api', '/paths', '/dev', '/files'];

/**
 * Serves the built web app; the not-found handler falls back to index.html for other GETs so the
 * client router can take the path. Returns whether a path should get that fallback.
 */
export const installWeb = async (app: FastifyInstance, webDist: string): Promise<(url: string) => boolean> => {
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  if (!hasWeb) {
    app.log.warn(`No web build at ${webDist}: only the API is served (run pnpm build).`);
    return () => false;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    setHeaders: (reply, filePath) => {
      // Hashed assets never change; the HTML must always be fresh so a deploy reaches users at once.
      reply.header(
        'Cache-Control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return (url) => !serverPaths.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
};
