import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { serverTimeouts } from '../src/http/serverTimeouts.js';
import { createTestApp, type TestApp } from './support/testApp.js';

/**
 * Security review finding 14 (part): a slow client could hold a connection for ever. Now the whole request must
 * arrive within REQUEST_TIMEOUT_MS (120 s by default), its headers within 15 s, and a silent socket is closed.
 */

describe('the timeouts', () => {
  it('default to 120 s for a request, 15 s for its headers and 120 s for a silent socket', async () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(120_000);
    const t = await createTestApp({}, { withTestContract: false });
    try {
      const { server } = t.app;
      expect({
        request: server.requestTimeout,
        headers: server.headersTimeout,
        silentSocket: server.timeout,
      }).toEqual({ request: 120_000, headers: 15_000, silentSocket: 120_000 });
    } finally {
      await t.close();
    }
  });

  it('follow REQUEST_TIMEOUT_MS, headers never waiting longer than the whole request', () => {
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '300000' }).requestTimeoutMs).toBe(300_000);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow();
    expect(serverTimeouts(5_000)).toMatchObject({ requestTimeout: 5_000, http: { headersTimeout: 5_000 } });
  });
});

describe('a client that stalls', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    // Tiny on purpose: the stalled clients below are cut off within a second, however busy the machine is.
    t = await createTestApp({ REQUEST_TIMEOUT_MS: '400' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  /** Sends `text` and nothing more; settles with what the server sent before it closed the connection. */
  const stallAfter = async (text: string) => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', () => undefined); // a reset is a close too
    socket.write(text);
    await new Promise((resolve) => socket.once('close', resolve));
    return Buffer.concat(received).toString('latin1');
  };

  /** Cut off: the socket closed, with a 408 answer or none. */
  const expectCutOff = (answer: string) => {
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  };

  it('is cut off when it sends half a body and stops', async () => {
    expectCutOff(
      await stallAfter(
        'POST /api/v2/test/image HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000\r\n\r\n{"base64String": "iVBORw0KGgo',
      ),
    );
  });

  it('is cut off when it sends half its headers and stops', async () => {
    expectCutOff(await stallAfter('GET /api/v2/test/public HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: '));
  });

  /** Sends `head`, then one more byte every 50 ms (never silent for long) until the server closes the connection. */
  const trickleAfter = async (head: string) => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', () => undefined);
    socket.write(head);
    const drip = setInterval(() => socket.write('a'), 50);
    await new Promise((resolve) => socket.once('close', resolve));
    clearInterval(drip);
    return Buffer.concat(received).toString('latin1');
  };

  it('is cut off when it trickles its body a byte at a time', async () => {
    expectCutOff(
      await trickleAfter(
        'POST /api/v2/test/image HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          'Content-Length: 100000\r\n\r\n{"base64String": "',
      ),
    );
  });

  it('is cut off when it trickles its headers a byte at a time', async () => {
    expectCutOff(await trickleAfter('GET /api/v2/test/public HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: '));
  });

  it('is cut off when it connects and sends nothing', async () => {
    expectCutOff(await stallAfter(''));
  });
});
