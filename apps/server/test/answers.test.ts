import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi } from './support/api.js';
import { PNG_BYTES } from './support/images.js';
import { createTestApp, type TestApp } from './support/testApp.js';
import { CALENDAR, exportProbe, shutExportGate } from './support/testContract.js';

/** The contract's answer kinds beyond JSON and text: a binary image, iCalendar, and a streamed CSV. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('an image answer', () => {
  it('reaches the client as a Blob of the bytes, with the image type', async () => {
    const blob = await testApi(t).picture({});
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(PNG_BYTES);
  });
});

describe('a calendar answer', () => {
  it('travels as text/calendar and reaches the client as the text itself', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/test/calendar' });
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.body).toBe(CALENDAR);
    await expect(testApi(t).calendar({})).resolves.toBe(CALENDAR);
  });
});

describe('the answer kinds in /api/docs/json', () => {
  it('documents each under its media type, the binary ones as binary', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const ok = (path: string) => document.paths[path].get.responses['200'].content;
    expect(ok('/api/v2/test/picture')).toEqual({ 'image/*': { schema: { type: 'string', format: 'binary' } } });
    expect(ok('/api/v2/test/big-export')).toEqual({ 'text/csv': { schema: { type: 'string', format: 'binary' } } });
    expect(Object.keys(ok('/api/v2/test/calendar'))).toEqual(['text/calendar']);
  });
});

describe('a streamed CSV answer', () => {
  const ROWS = 20_000;
  /** About 6 KB a row (`æ` is two bytes): some 120 MB in all, so an answer held in memory would show. */
  const WIDTH = 3_000;
  const MB = 1024 * 1024;
  /** Live memory: garbage is collected first, so only what is still held counts. */
  const used = () => {
    collect();
    const memory = process.memoryUsage();
    return memory.heapUsed + memory.arrayBuffers;
  };
  const collect = () => {
    if (typeof globalThis.gc !== 'function') throw new Error('run with --expose-gc (vitest.config.ts)');
    globalThis.gc();
  };

  it(`sends ${ROWS} rows as they are read: the first byte before the last row, in well under 50 MB`, async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    shutExportGate();
    const before = used();
    let peak = before;
    let readAtFirstByte: number | undefined;
    let head = Buffer.alloc(0);
    let newlines = 0;
    let bytes = 0;
    let sampledAt = 0;
    const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get(`http://127.0.0.1:${port}/api/v2/test/big-export?rows=${ROWS}&width=${WIDTH}`, resolve)
        .on('error', reject),
    );
    response.on('data', (chunk: Buffer) => {
      if (readAtFirstByte === undefined) {
        readAtFirstByte = exportProbe.read;
        // Only now may the last row be read: a server that held the answer back would never get here.
        exportProbe.open();
      }
      if (head.length < 64) head = Buffer.concat([head, chunk.subarray(0, 64)]);
      bytes += chunk.length;
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) newlines += 1;
      // Every 4 MB: a collection per chunk would take longer than the answer.
      if (bytes - sampledAt >= 4 * MB) {
        sampledAt = bytes;
        peak = Math.max(peak, used());
      }
    });
    await once(response, 'end');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect([...head.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(head.subarray(3).toString('utf8')).toMatch(/^Nummer;Navn;Tekst\n1;Medlem 1;æ/);
    expect(newlines).toBe(ROWS + 1);
    expect(bytes).toBeGreaterThan(100 * MB);
    expect(readAtFirstByte).toBeLessThan(ROWS);
    expect(exportProbe.read).toBe(ROWS);
    expect((peak - before) / MB).toBeLessThan(50);
  }, 120_000);
});
