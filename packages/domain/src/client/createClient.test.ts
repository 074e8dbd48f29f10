import * as z from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { defineContract, defineEntry } from '../contract/entry.js';
import { contract as klubhusContract } from '../contract/index.js';
import { AnswerDriftError } from './AnswerDriftError.js';
import { ApiError } from './ApiError.js';
import { wireOf } from '../contract/wire.js';
import { buildPath, createClient, createWireClient } from './createClient.js';

const contract = defineContract({
  open: defineEntry({ method: 'GET', path: '/health', summary: '', access: 'public', response: z.object({}) }),
  signIn: defineEntry({
    method: 'POST',
    path: '/v2/login/plain',
    summary: '',
    access: 'client',
    body: z.object({ email: z.string(), password: z.string() }),
    response: z.object({ authToken: z.string() }),
  }),
  member: defineEntry({
    method: 'GET',
    path: '/v3/clubs/:club/members/:id',
    summary: '',
    access: 'member',
    club: { in: 'params', key: 'club' },
    params: z.object({ club: z.string(), id: z.string() }),
    query: z.object({ key: z.string().optional(), ids: z.array(z.number()).optional() }),
    response: z.object({ id: z.string() }),
  }),
  upload: defineEntry({
    method: 'PUT',
    path: '/v3/user/images/header',
    summary: '',
    access: 'user',
    requestType: 'multipart',
    body: z.object({ image: z.file(), userId: z.number() }),
    response: z.object({}),
  }),
  remove: defineEntry({
    method: 'DELETE',
    path: '/v3/x',
    summary: '',
    access: 'user',
    response: z.undefined(),
    responseType: 'none',
  }),
  exportCsv: defineEntry({
    method: 'GET',
    path: '/v2/export',
    summary: '',
    access: 'admin',
    club: { in: 'query', key: 'clubId' },
    response: z.string(),
    responseType: 'csv',
  }),
  tenant: defineEntry({
    method: 'GET',
    path: '/tenant/minorgendpoint/:domain',
    summary: '',
    access: 'public',
    params: z.object({ domain: z.string() }),
    response: z.url(),
    responseType: 'text',
  }),
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const setup = (response: Response | (() => Response), token?: string) => {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => (typeof response === 'function' ? response() : response));
  const client = createClient(contract, { baseUrl: 'https://klub.dk/api', fetch, getToken: () => token });
  const sent = () => {
    const [url, init] = fetch.mock.calls[0] ?? [];
    return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
  };
  return { client, fetch, sent };
};

describe('the typed client', () => {
  it('fails with "baseEndpoint is empty" when the API base is missing', async () => {
    const client = createClient(contract, { baseUrl: '', fetch: vi.fn() });
    await expect(client.open({})).rejects.toThrow('baseEndpoint is empty');
  });

  it('URL-encodes path parameters and writes the query', async () => {
    const { client, sent } = setup(json({ id: '1' }), 'tok');
    await client.member({ params: { club: 'a/b c', id: 'i42?' }, query: { key: 'æ ø', ids: [1, 2] } });
    expect(sent().url).toBe('https://klub.dk/api/v3/clubs/a%2Fb%20c/members/i42%3F?key=%C3%A6+%C3%B8&ids=1&ids=2');
    expect(sent().init.method).toBe('GET');
  });

  it('sends the bearer token and X-Requested-With on signed-in calls', async () => {
    const { client, sent } = setup(json({ id: '1' }), 'tok-123');
    await client.member({ params: { club: '1', id: '2' }, query: {} });
    expect(sent().headers.get('authorization')).toBe('Bearer tok-123');
    expect(sent().headers.get('x-requested-with')).toBe('XMLHttpRequest');
  });

  it('sends the token given for one call instead of the signed-in user’s', async () => {
    const { client, sent } = setup(json({ id: '1' }), 'tok-123');
    await client.member({ params: { club: '1', id: '2' }, query: {} }, { token: 'other-456' });
    expect(sent().headers.get('authorization')).toBe('Bearer other-456');
    expect(sent().headers.get('x-requested-with')).toBe('XMLHttpRequest');
  });

  it('sends a call’s own token even when nobody is signed in, and never on client calls', async () => {
    const signedOut = setup(json({ id: '1' }));
    await signedOut.client.member({ params: { club: '1', id: '2' }, query: {} }, { token: 'other-456' });
    expect(signedOut.sent().headers.get('authorization')).toBe('Bearer other-456');
    const credential = setup(json({ authToken: 't' }));
    await credential.client.signIn({ body: { email: 'a@b.dk', password: 'x' } }, { token: 'other-456' });
    expect(credential.sent().headers.get('authorization')).toBe(`Basic ${btoa('web:web')}`);
  });

  it('sends the basic client credential web:web, not the token, on client calls', async () => {
    const { client, sent } = setup(json({ authToken: 't' }), 'tok-123');
    await client.signIn({ body: { email: 'a@b.dk', password: 'x' } });
    expect(sent().headers.get('authorization')).toBe(`Basic ${btoa('web:web')}`);
    expect(sent().headers.get('content-type')).toBe('application/json');
    expect(sent().init.body).toBe(JSON.stringify({ email: 'a@b.dk', password: 'x' }));
  });

  it('sends no credential on public calls', async () => {
    const { client, sent } = setup(json({}), 'tok-123');
    await client.open({});
    expect(sent().headers.get('authorization')).toBeNull();
  });

  it('sends multipart bodies as FormData with the file', async () => {
    const { client, sent } = setup(json({}), 't');
    const image = new File(['png'], 'a.png', { type: 'image/png' });
    await client.upload({ body: { image, userId: 7 } });
    const body = sent().init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('image') as File).name).toBe('a.png');
    expect(body.get('userId')).toBe('7');
    expect(sent().headers.get('content-type')).toBeNull();
  });

  it('sends several files under one name as one part each', async () => {
    const { client, sent } = setup(json({}), 't');
    const images = [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.png', { type: 'image/png' })];
    await client.upload({ body: { image: images as unknown as File, userId: 7 } });
    const body = sent().init.body as FormData;
    expect(body.getAll('image').map((file) => (file as File).name)).toEqual(['a.png', 'b.png']);
  });

  it('answers undefined for 204', async () => {
    const { client } = setup(new Response(null, { status: 204 }), 't');
    await expect(client.remove({})).resolves.toBeUndefined();
  });

  it('answers CSV as a Blob that keeps the UTF-8 BOM', async () => {
    const { client } = setup(new Response(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]), { status: 200 }), 't');
    const blob = await client.exportCsv({});
    expect(blob).toBeInstanceOf(Blob);
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0xef, 0xbb, 0xbf, 0x41]);
  });

  it('reports the progress of a CSV answer chunk by chunk, with the total the server gave, and keeps the bytes', async () => {
    const chunks = [new Uint8Array([0xef, 0xbb, 0xbf, 0x41]), new Uint8Array([0x3b, 0x42]), new Uint8Array([0x0a])];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    const { client } = setup(new Response(body, { headers: { 'content-length': '7', 'content-type': 'text/csv' } }));
    const onProgress = vi.fn();
    const blob = await client.exportCsv({}, { onProgress });
    expect(onProgress.mock.calls).toEqual([
      [0, 7],
      [4, 7],
      [6, 7],
      [7, 7],
    ]);
    expect(blob.type).toBe('text/csv');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0xef, 0xbb, 0xbf, 0x41, 0x3b, 0x42, 0x0a]);
  });

  it('reports a CSV answer without a length as received bytes of an unknown whole', async () => {
    const { client } = setup(new Response(new Uint8Array([0x41, 0x42]), { status: 200 }));
    const onProgress = vi.fn();
    await client.exportCsv({}, { onProgress });
    expect(onProgress.mock.calls.at(-1)).toEqual([2, undefined]);
  });

  it('answers text as the body itself, never parsed as JSON, and asks for text/plain', async () => {
    const { client, sent } = setup(
      new Response('"https://org.example/api"', { headers: { 'content-type': 'text/plain; charset=utf-8' } }),
    );
    const answer: string = await client.tenant({ params: { domain: 'org.example' } });
    expect(answer).toBe('"https://org.example/api"');
    expect(sent().url).toBe('https://klub.dk/api/tenant/minorgendpoint/org.example');
    expect(sent().headers.get('accept')).toBe('text/plain, application/json;q=0.9');
  });

  it('raises ApiError from the JSON error body of a text call', async () => {
    const { client } = setup(json({ statusCode: 404, message: 'Unknown', code: 'unknownTenant' }, 404));
    await expect(client.tenant({ params: { domain: 'x.dk' } })).rejects.toMatchObject({
      status: 404,
      code: 'unknownTenant',
    });
  });

  it('asks for JSON on JSON calls', async () => {
    const { client, sent } = setup(json({}));
    await client.open({});
    expect(sent().headers.get('accept')).toBe('application/json');
  });

  it.each([
    [
      'our body',
      { statusCode: 400, message: 'Ugyldig', code: 'emailValid', field: 'email' },
      400,
      'Ugyldig',
      'emailValid',
      'email',
    ],
    [
      "the spec's Message",
      { Message: 'Foreningen findes allerede' },
      409,
      'Foreningen findes allerede',
      undefined,
      undefined,
    ],
  ])('raises ApiError with status and message from %s', async (_label, body, status, message, code, field) => {
    const { client } = setup(json(body, status), 't');
    const error = await client.open({}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message, code, field });
  });

  it('raises ApiError with the status text when the error body is not JSON', async () => {
    const { client } = setup(new Response('<html>', { status: 502, statusText: 'Bad Gateway' }), 't');
    await expect(client.open({})).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' });
  });
});

describe('checking answers against the contract', () => {
  const club = {
    clubId: 12,
    title: 'Aarhus Roklub',
    imageUrl: null,
    memberType: 2,
    countryCode: 'DK',
    zip: '8000',
    city: 'Aarhus',
  };
  /** The app's own contract, so the real response schemas are the ones checked. */
  const klubhus = (answer: Response, checkAnswers?: boolean) => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => answer);
    return createClient(klubhusContract, { baseUrl: 'https://klub.dk/api', fetch, getToken: () => 't', checkAnswers });
  };
  const checking = (answer: Response) => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => answer);
    return createClient(contract, { baseUrl: 'https://klub.dk/api', fetch, getToken: () => 't', checkAnswers: true });
  };

  it('rejects a JSON answer with a field of the wrong type, naming the entry and the field', async () => {
    const drifted = [club, { ...club, clubId: 'seven' }];
    const error = await klubhus(Response.json(drifted), true)
      .clubOverview({})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnswerDriftError);
    expect(error).toMatchObject({ key: 'clubOverview', method: 'GET', path: '/v2/web/cluboverview' });
    expect((error as AnswerDriftError).issues.map((issue) => issue.path)).toEqual([[1, 'clubId']]);
    expect((error as AnswerDriftError).message).toContain('clubOverview (GET /v2/web/cluboverview)');
    expect((error as AnswerDriftError).message).toContain('→ at [1].clubId');
  });

  it.each([
    ['off', false],
    ['not set', undefined],
  ])('passes the same drifted answer through unchanged when checking is %s', async (_label, checkAnswers) => {
    const drifted = [{ ...club, clubId: 'seven' }];
    await expect(klubhus(Response.json(drifted), checkAnswers).clubOverview({})).resolves.toEqual(drifted);
  });

  it('passes a correct answer as it came, not as the schema would parse it', async () => {
    // An object schema drops keys it does not know; the raw answer keeps them, as it does with checking off.
    const answer = [club, { ...club, clubId: 15, unknownToTheContract: true }];
    await expect(klubhus(Response.json(answer), true).clubOverview({})).resolves.toEqual(answer);
  });

  it('rejects a text answer that breaks its schema and passes one that keeps it', async () => {
    const tenant = (text: string) => klubhus(new Response(text), true).tenantEndpoint({ params: { domain: 'org.dk' } });
    const error = await tenant('not a url').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnswerDriftError);
    expect(error).toMatchObject({ key: 'tenantEndpoint', method: 'GET', path: '/tenant/minorgendpoint/:domain' });
    await expect(tenant('https://org.dk/api')).resolves.toBe('https://org.dk/api');
  });

  it('leaves CSV answers alone: a Blob, never held against the string schema', async () => {
    const blob = await checking(new Response(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).exportCsv({});
    expect(blob).toBeInstanceOf(Blob);
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0xef, 0xbb, 0xbf, 0x41]);
  });

  it('leaves empty answers alone, whatever body came with them', async () => {
    await expect(checking(Response.json({ unexpected: true })).remove({})).resolves.toBeUndefined();
  });
});

describe('buildPath', () => {
  it('refuses a missing path parameter', () => {
    expect(() => buildPath('/clubs/:club', {})).toThrow('Missing path parameter "club"');
  });
});

describe('types derived from the contract', () => {
  it('demands exactly the parts an entry declares (checked by tsc)', async () => {
    const { client } = setup(() => json({ id: '1' }), 't');
    // @ts-expect-error path parameters are required
    await client.member({ query: {} }).catch(() => undefined);
    // @ts-expect-error the body must match the schema
    await client.signIn({ body: { email: 'a@b.dk' } }).catch(() => undefined);
    const answer: { id: string } = await client.member({ params: { club: '1', id: '2' }, query: {} });
    expect(answer.id).toBe('1');
  });
});

describe('the client of a wire table', () => {
  const recorded = () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init });
      return Response.json({ authToken: 'x' });
    }) as unknown as typeof globalThis.fetch;
    return { calls, fetch };
  };

  it('makes exactly the call the full contract makes', async () => {
    const full = recorded();
    const wired = recorded();
    const options = { baseUrl: 'https://klub.dk/api', getToken: () => 't' };
    await createClient(contract, { ...options, fetch: full.fetch }).signIn({
      body: { email: 'a@b.dk', password: 'p' },
    });
    await createWireClient<typeof contract>(wireOf(contract), { ...options, fetch: wired.fetch }).signIn({
      body: { email: 'a@b.dk', password: 'p' },
    });
    expect(wired.calls).toEqual(full.calls);
  });

  it('checks answers only against the contract it is given', async () => {
    const drifted = () => vi.fn(async () => Response.json({ authToken: 5 })) as unknown as typeof globalThis.fetch;
    const wire = wireOf(contract);
    const unchecked = createWireClient<typeof contract>(wire, { baseUrl: 'https://klub.dk/api', fetch: drifted() });
    await expect(unchecked.signIn({ body: { email: 'a', password: 'p' } })).resolves.toEqual({ authToken: 5 });
    const checked = createWireClient<typeof contract>(wire, {
      baseUrl: 'https://klub.dk/api',
      fetch: drifted(),
      checkAgainst: contract,
    });
    await expect(checked.signIn({ body: { email: 'a', password: 'p' } })).rejects.toBeInstanceOf(AnswerDriftError);
  });
});
