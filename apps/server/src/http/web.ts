import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths the server itself owns: never answered with the web app's HTML. */
const serverPaths = ['/api', '/paths', '/dev', '/files'];

const MULTI_ORGANISATION_TAG = '<meta name="multi-organisation" content="true" />';
/** The API base tag in either attribute order (a build step may reorder attributes). */
const API_BASE_TAG = /<meta\b[^>]*\bname=["']?api-base["']?[^>]*>/i;

/**
 * Puts the multi-organisation flag right after the API base tag, on its own line with the same indent.
 * A page without an API base tag is a broken build, so the start stops rather than guess a place.
 */
export const withMultiOrganisation = (html: string, file: string): string => {
  const match = API_BASE_TAG.exec(html);
  if (!match) throw new Error(`${file}: no <meta name="api-base"> tag to put the multi-organisation tag after`);
  const end = match.index + match[0].length;
  const indent = /[ \t]*$/.exec(html.slice(0, match.index))?.[0] ?? '';
  return `${html.slice(0, end)}\n${indent}${MULTI_ORGANISATION_TAG}${html.slice(end)}`;
};

export interface WebShell {
  /** Whether a path gets the web app's HTML: every path outside the server's own. */
  serves: (url: string) => boolean;
  /** Answers the web app's HTML, the same copy for `/`, `/index.html` and every client route. */
  send: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
}

export interface WebOptions {
  /** Adds `<meta name="multi-organisation" content="true">` to the HTML. */
  multiOrganisation: boolean;
}

/**
 * Serves the built web app. Its index.html is read once at start (with the multi-organisation flag put
 * in when configured) and answered from memory by the not-found handler, so that `/` and the client
 * router's paths get the same page; the static plugin serves every other file of the build.
 * Undefined when there is no build.
 */
export const installWeb = async (
  app: FastifyInstance,
  webDist: string,
  { multiOrganisation }: WebOptions,
): Promise<WebShell | undefined> => {
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No web build at ${webDist}: only the API is served (run pnpm build).`);
    return undefined;
  }
  const read = fs.readFileSync(indexFile, 'utf8');
  const html = multiOrganisation ? withMultiOrganisation(read, indexFile) : read;
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    // index.html is answered from memory (above), never from disk.
    index: false,
    globIgnore: ['index.html'],
    decorateReply: false,
    setHeaders: (reply, filePath) => {
      // Hashed assets never change; other files must stay fresh so a deploy reaches users at once.
      reply.header(
        'Cache-Control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return {
    serves: (url) => !serverPaths.some((prefix) => url === prefix || url.startsWith(`${prefix}/`)),
    send: (request, reply) => {
      // The HTML must always be revalidated so a deploy reaches users at once; the ETag keeps that cheap.
      reply.header('Cache-Control', 'no-cache').header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('text/html; charset=utf-8').send(html);
    },
  };
};
