import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers made per request: the API (JSON, CSV, text, calendars) and the paths file. */
const COMPRESSED_PREFIXES = ['/api/', '/paths/'];

/**
 * Compresses the server's own answers on the fly (brotli or gzip, by Accept-Encoding, with
 * `Vary: Accept-Encoding`): buffered ones from 1 KB on (a smaller one gains less than the work costs), streamed
 * ones (a CSV export) always, and they still stream. Files are never compressed here: the web build's come with
 * brotli and gzip siblings made at build time (installWeb), stored files are mostly images, and the in-memory
 * index.html is precompressed at start. Request bodies are not decompressed: the body limits count what arrives.
 */
export const installCompression = async (app: FastifyInstance): Promise<void> => {
  // Added before the plugin's own onRoute hook, so that it already sees the route's decision.
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && !COMPRESSED_PREFIXES.some((prefix) => route.url.startsWith(prefix))) {
      route.compress = false;
    }
  });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Answers held whole up to 64 KB (a page of 200 members is about 46 KB) are compressed in one call: brotli at
    // the plugin's quality 4 takes about 0.1 ms for 23 KB, while the streaming path through libuv's threadpool
    // cost the member overview 1.5 ms per answer on two cores (the plugin's default on two cores is 4 KB).
    syncThreshold: 64 * 1024,
    globalDecompression: false,
  });
};
