import fs from 'node:fs';
import path from 'node:path';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BrandFile } from '@klubhus/domain';
import type { Brands } from '../shared/brands.js';
import {
  matchesETag,
  PAGE_ENCODINGS,
  pageOf,
  withDescription,
  withMultiOrganisation,
  withSplash,
  type Page,
} from './webPage.js';

/** Paths the server itself owns: never answered with the web app's HTML. */
const serverPaths = ['/api', '/paths', '/dev', '/files'];

/**
 * A path whose last segment has a dot names a file (`/favicon.ico`, `/assets/gone-1234.js`, `/wp-login.php`):
 * the build has none of that name, or the static plugin would have answered. No client route has a dot, so
 * such a path answers 404 instead of the app's HTML, which a browser would otherwise try to run as a script.
 * `/index.html` is the page itself.
 */
const namesMissingFile = (url: string): boolean =>
  url !== '/index.html' && url.slice(url.lastIndexOf('/')).includes('.');

export interface WebShell {
  /** Whether a path gets the web app's HTML: every path outside the server's own that names no file. */
  serves: (url: string) => boolean;
  /** Answers the web app's HTML for the request's host, the same page for `/`, `/index.html` and every client route. */
  send: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
}

export interface WebOptions {
  /** Adds `<meta name="multi-organisation" content="true">` to the HTML. */
  multiOrganisation: boolean;
  /** The brands whose descriptions the pages carry, one page per brand, picked by the request's host. */
  brands: Brands;
}

/**
 * The build's content codings, negotiated as the static plugin does for the assets' siblings. No cache: its key
 * would be a header any client chooses, so it could grow without end.
 */
const negotiator = new Negotiator<(typeof PAGE_ENCODINGS)[number]>({ supportedValues: [...PAGE_ENCODINGS] });
const encodingFor = (request: FastifyRequest) => {
  const header = request.headers['accept-encoding'];
  // `*` counts as gzip, as @fastify/static and @fastify/compress read it.
  return typeof header === 'string' ? negotiator.negotiate(header.toLowerCase().replace(/\*/g, 'gzip')) : null;
};

/**
 * Serves the built web app. Its index.html is read once at start and made into one page per brand (with the
 * multi-organisation flag when configured and the brand's description), each precompressed; the not-found
 * handler answers it from memory, so that `/` and the client router's paths get the same page. The static
 * plugin serves every other file of the build, with the build's brotli and gzip siblings (`x.js.br`,
 * `x.js.gz`, apps/web/precompress.ts) by the request's Accept-Encoding. Undefined when there is no build.
 */
export const installWeb = async (
  app: FastifyInstance,
  webDist: string,
  { multiOrganisation, brands }: WebOptions,
): Promise<WebShell | undefined> => {
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No web build at ${webDist}: only the API is served (run pnpm build).`);
    return undefined;
  }
  const read = fs.readFileSync(indexFile, 'utf8');
  const html = multiOrganisation ? withMultiOrganisation(read, indexFile) : read;
  const pageFor = (brand: BrandFile): Page =>
    pageOf(withSplash(withDescription(html, brand.description, indexFile), brand, indexFile));
  const pages = new Map(brands.all.map((brand) => [brand.id, pageFor(brand)]));
  const fallbackPage = pages.get(brands.fallback.id) ?? pageFor(brands.fallback);
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    // index.html is answered from memory (above), never from disk; the siblings are chosen by `preCompressed`
    // for their file's route, and are no routes of their own.
    index: false,
    globIgnore: ['index.html', '**/*.br', '**/*.gz'],
    preCompressed: true,
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
    serves: (url) =>
      !serverPaths.some((prefix) => url === prefix || url.startsWith(`${prefix}/`)) && !namesMissingFile(url),
    send: (request, reply) => {
      const page = pages.get(brands.forHost(request.hostname).id) ?? fallbackPage;
      const chosen = page[encodingFor(request) ?? 'identity'];
      // The HTML must always be revalidated so a deploy reaches users at once; the ETag keeps that cheap.
      reply.header('Cache-Control', 'no-cache').header('ETag', chosen.etag).header('Vary', 'accept-encoding');
      if (matchesETag(request.headers['if-none-match'], chosen.etag)) return reply.code(304).send();
      if (chosen.encoding) reply.header('Content-Encoding', chosen.encoding);
      return reply.type('text/html; charset=utf-8').send(chosen.body);
    },
  };
};
