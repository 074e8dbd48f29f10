import type { FastifyInstance } from 'fastify';

/** A `fetch` that answers through `app.inject`, so the real client code talks to the real app in process. */
export const injectFetch =
  (app: FastifyInstance): typeof fetch =>
  async (input, init) => {
    const request = new Request(input, init);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const url = new URL(request.url);
    const response = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };
