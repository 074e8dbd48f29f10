/**
 * The request's headers must arrive within this: they are a few kilobytes, so even a poor mobile line sends
 * them in well under a second; 15 s forgives a stalled radio and still cuts off a client trickling headers.
 */
const HEADERS_TIMEOUT_MS = 15_000;

/** How often Node checks the two timeouts above (its own default, 30 s, would let them overrun by that much). */
const CHECK_EVERY_MS = 1_000;

/**
 * Fastify's server options that keep a slow client from holding a connection for ever (REQUEST_TIMEOUT_MS,
 * 120 s by default: a 10 MB upload on a 1 Mbit/s mobile uplink takes about 84 s):
 * - `requestTimeout`: the whole request, headers and body, must arrive within it; else Node answers 408 or, when
 *   the app is already answering, closes the socket;
 * - `http.headersTimeout`: the headers alone, within 15 s (or the request timeout, if that is shorter);
 * - `connectionTimeout`: a socket on which nothing moves either way for as long is closed — a client that
 *   stops reading its answer, a connection that sends nothing. A handler silent for that long is cut off too.
 * Keep-alive connections between requests are closed by Fastify's own `keepAliveTimeout` (72 s).
 */
export const serverTimeouts = (requestTimeoutMs: number) => {
  const headersTimeout = Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs);
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: requestTimeoutMs,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout,
      connectionsCheckingInterval: Math.min(CHECK_EVERY_MS, Math.max(1, Math.floor(headersTimeout / 2))),
    },
  };
};
