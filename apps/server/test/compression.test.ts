import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp.js';
import { exportProbe, shutExportGate } from './support/testContract.js';

/**
 * Compressed answers: the web build's assets from their build-time siblings (test/fixtures/web/assets has an
 * entry chunk with .br and .gz beside it, as apps/web/precompress.ts writes them, and a tiny file without),
 * the API's answers on the fly from 1 KB on, streamed ones still streaming.
 */

const assets = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/web/assets');
const ENTRY = 'index-Fx7bQ2mK.js';
const entryBytes = fs.readFileSync(path.join(assets, ENTRY));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      // A JSON answer of exactly `bytes` bytes, to find the threshold.
      extend: (app) => {
        app.get<{ Querystring: { bytes: string } }>('/api/v2/test/sized', async (request, reply) =>
          reply
            .type('application/json; charset=utf-8')
            .send(JSON.stringify({ a: 'x'.repeat(Number(request.query.bytes) - 8) })),
        );
      },
    },
  );
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe("the build's hashed assets", () => {
  it.each([
    ['br, gzip, deflate', 'br', zlib.brotliDecompressSync],
    ['gzip;q=1, br;q=0.5', 'gzip', zlib.gunzipSync],
    ['gzip', 'gzip', zlib.gunzipSync],
    // `*` counts as gzip, as both Fastify plugins read it (an old client's "anything" is safest as gzip).
    ['*', 'gzip', zlib.gunzipSync],
  ] as const)('answer the entry chunk to Accept-Encoding %s with its %s sibling', async (accept, encoding, decode) => {
    const response = await get(`/assets/${ENTRY}`, accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(entryBytes.length / 4);
    expect(decode(response.rawPayload)).toEqual(entryBytes);
  });

  it.each([undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0'])(
    'answer the entry chunk as it is to Accept-Encoding %s, still varying on it',
    async (accept) => {
      const response = await get(`/assets/${ENTRY}`, accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload).toEqual(entryBytes);
    },
  );

  it('answer a file without siblings as it is, never compressed per request', async () => {
    const response = await get('/assets/tiny-Ab12Cd34.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload).toEqual(fs.readFileSync(path.join(assets, 'tiny-Ab12Cd34.js')));
  });

  it('are no routes of their own as siblings', async () => {
    for (const url of [`/assets/${ENTRY}.br`, `/assets/${ENTRY}.gz`]) {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'notFound' });
    }
  });

  it('answer HEAD with the headers of the sibling and no body', async () => {
    const response = await t.app.inject({
      method: 'HEAD',
      url: `/assets/${ENTRY}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body).toBe('');
  });
});

describe('JSON answers', () => {
  it('are compressed from 1 KB on, by Accept-Encoding, and varying on it', async () => {
    for (const [accept, encoding, decode] of [
      ['gzip, deflate', 'gzip', zlib.gunzipSync],
      ['br, gzip', 'br', zlib.brotliDecompressSync],
    ] as const) {
      const response = await get('/api/v2/test/sized?bytes=1024', accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(decode(response.rawPayload).toString('utf8'))).toEqual({ a: 'x'.repeat(1016) });
    }
  });

  it('stay as they are below 1 KB', async () => {
    const response = await get('/api/v2/test/sized?bytes=1023', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(1023);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('stay as they are for a client that asks for no compression', async () => {
    for (const accept of [undefined, 'identity', 'deflate']) {
      const response = await get('/api/v2/test/sized?bytes=4096', accept);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.rawPayload.length).toBe(4096);
    }
  });

  it('include the real ones: the large OpenAPI document gzipped, the tiny health answer not', async () => {
    const docs = await get('/api/docs/json', 'gzip');
    expect(docs.headers['content-encoding']).toBe('gzip');
    const document = JSON.parse(zlib.gunzipSync(docs.rawPayload).toString('utf8')) as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);
    const health = await get('/api/health', 'gzip');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
  });

  it('leave request bodies alone: a gzipped body is not unpacked', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/test/client',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', authorization: 'Basic d2ViOndlYg==' },
      payload: zlib.gzipSync(JSON.stringify({ email: 'a@b.dk' })),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('a streamed CSV answer, compressed', () => {
  it('is gzipped as it streams: the first bytes arrive before the last row is read', async () => {
    const ROWS = 4_000;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    shutExportGate();
    let readAtFirstByte: number | undefined;
    const chunks: Buffer[] = [];
    const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get(
          `http://127.0.0.1:${port}/api/v2/test/big-export?rows=${ROWS}&width=3000`,
          { headers: { 'accept-encoding': 'gzip' } },
          resolve,
        )
        .on('error', reject),
    );
    response.on('data', (chunk: Buffer) => {
      if (readAtFirstByte === undefined) {
        readAtFirstByte = exportProbe.read;
        // Only now may the last row be read: a server that held the answer back would never get here.
        exportProbe.open();
      }
      chunks.push(chunk);
    });
    await new Promise((resolve) => response.on('end', resolve));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(readAtFirstByte).toBeLessThan(ROWS);
    const csv = zlib.gunzipSync(Buffer.concat(chunks));
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.subarray(3, 40).toString('utf8')).toMatch(/^Nummer;Navn;Tekst\n1;Medlem 1;æ/);
    expect(csv.toString('utf8').split('\n')).toHaveLength(ROWS + 2);
  }, 60_000);
});
