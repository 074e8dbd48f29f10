// The latency client of `pnpm bench`: the sequential calls are made from a process of its own, as a browser makes
// them, so that the client's work (its HTTP parsing, decompressing the answer) is not done on the event loop of the
// server it times, nor counted as the server's. The bench sends one request at a time over IPC; the client times
// it until the whole body has arrived (decompressed, as fetch does for a browser's Accept-Encoding) and answers
// `{ status, took, body }` (the body's start, for error messages). It exits when the bench disconnects.
//   fork('latencyClient.mjs', [timeoutMs]) · send({ url, init }) · on('message', ({ status, took, body }) => …)
// A download (`send({ url, init, download: true })`, the exports) is read as a stream and never kept: it answers
// `{ status, headers, firstByte, took, bytes, lines }`, the times in ms from the request (`headers`: the response's
// headers are in; `firstByte`: the first chunk of the body), so that a streamed file's first byte shows apart from
// its end.
/** A hung request must not hang the bench: each one gets this long. */
const TIMEOUT_MS = Number(process.argv[2] ?? 10_000);

const download = async (url, init) => {
  const started = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const headers = performance.now() - started;
  let firstByte;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body ?? []) {
    firstByte ??= performance.now() - started;
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  return {
    status: response.status,
    headers,
    firstByte: firstByte ?? NaN,
    took: performance.now() - started,
    bytes,
    lines,
  };
};

process.on('message', async ({ url, init, download: streamed }) => {
  try {
    if (streamed) {
      process.send(await download(url, init));
      return;
    }
    const started = performance.now();
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const body = await response.text();
    const took = performance.now() - started;
    process.send({ status: response.status, took, body: body.slice(0, 200) });
  } catch (error) {
    process.send({ status: 0, took: 0, body: String(error) });
  }
});
process.on('disconnect', () => process.exit(0));
