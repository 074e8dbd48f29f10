import { ApiError, contract, createClient, type ContractEntry } from '@klubhus/domain';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, failure, matchCall, networkError, pending, type Answer } from './apiStub';
import { sampleClubSettings } from './fixtures';
import { mswHandlers } from './mswHandlers';
import { stubFetch } from './stubFetch';

/** The app's client on the stubbed global fetch, checking every answer against the contract as in the app. */
const client = () =>
  createClient(contract, {
    baseUrl: '/api',
    fetch: (input, init) => globalThis.fetch(input, init),
    checkAnswers: true,
  });

/** A made-up entry beside `/v3/clubs/:id` whose path is all literal. */
const mine: ContractEntry = { ...contract.getClub, path: '/v3/clubs/mine' };

describe('matchCall', () => {
  it('fits method and path, reading `:params` decoded', () => {
    expect(matchCall(contract.getClub, 'GET', '/api/v3/clubs/12')).toEqual({ id: '12' });
    expect(matchCall(contract.getClub, 'get', '/api/v3/clubs/a%20b')).toEqual({ id: 'a b' });
    expect(matchCall(contract.putClubHeaderImage, 'PUT', '/api/v3/clubs/44/images/header')).toEqual({ clubId: '44' });
  });

  it.each([
    ['another method', 'PATCH', '/api/v3/clubs/12'],
    ['no API base', 'GET', '/v3/clubs/12'],
    ['an empty parameter', 'GET', '/api/v3/clubs/'],
    ['a longer path', 'GET', '/api/v3/clubs/12/images'],
    ['a literal segment of another case', 'GET', '/api/V3/clubs/12'],
  ])('refuses %s', (_name, method, path) => {
    expect(matchCall(contract.getClub, method, path)).toBeUndefined();
  });
});

describe('stubFetch', () => {
  it('answers by method and path, hands `:params` to a resolver and records each call', async () => {
    const api = stubFetch(
      answer(contract.getClub, ({ params }) => ({ ...sampleClubSettings, clubId: Number(params.id) })),
      answer(contract.patchClub, ({ body }) => ({ ...sampleClubSettings, ...(body as object) })),
    );
    await expect(client().getClub({ params: { id: 44 } })).resolves.toMatchObject({
      clubId: 44,
      title: 'Aarhus Roklub',
    });
    await expect(client().patchClub({ params: { id: 12 }, body: { title: 'Ny titel' } })).resolves.toMatchObject({
      clubId: 12,
      title: 'Ny titel',
    });
    expect(api.calls.map(({ entry, method, path, params }) => ({ entry, method, path, params }))).toEqual([
      { entry: contract.getClub, method: 'GET', path: '/api/v3/clubs/44', params: { id: '44' } },
      { entry: contract.patchClub, method: 'PATCH', path: '/api/v3/clubs/12', params: { id: '12' } },
    ]);
    expect(api.sent(contract.patchClub)).toEqual([
      expect.objectContaining({ params: { id: '12' }, query: {}, body: { title: 'Ny titel' } }),
    ]);
    expect(api.sent(contract.getClub)[0]?.headers.get('accept')).toBe('application/json');
  });

  it('records the query and a multipart body as the client built it', async () => {
    const api = stubFetch(
      answer(contract.dataPolicyLink, { link: null }),
      answer(contract.putClubHeaderImage, { imageUrl: '/files/clubs/12/logo.png' }),
    );
    await client().dataPolicyLink({ query: { clubId: 12 } });
    const image = new File(['png'], 'logo.png', { type: 'image/png' });
    await client().putClubHeaderImage({ params: { clubId: 12 }, body: { image } });
    expect(api.sent(contract.dataPolicyLink)[0]?.query).toEqual({ clubId: '12' });
    const body = api.sent(contract.putClubHeaderImage)[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('image')).toBe(image);
  });

  it('prefers the more literal entry, and the last answer of an entry', async () => {
    const api = stubFetch(
      answer(mine, { ...sampleClubSettings, title: 'mine' }),
      answer(contract.getClub, { ...sampleClubSettings, title: 'first' }),
      answer(contract.getClub, { ...sampleClubSettings, title: 'last' }),
    );
    const get = async (path: string) => ((await (await globalThis.fetch(path)).json()) as { title: string }).title;
    expect(await get('/api/v3/clubs/mine')).toBe('mine');
    expect(await get('/api/v3/clubs/12')).toBe('last');
    expect(api.calls.map((call) => call.entry)).toEqual([mine, contract.getClub]);
  });

  it('answers 204 for an entry that answers nothing, and the entry’s own success status', async () => {
    stubFetch(
      answer(contract.putUserLocale),
      answer(contract.newClub, { clubId: 44 }),
      answer(contract.health, { status: 'ok' }, { status: 202 }),
    );
    const locale = await globalThis.fetch('/api/v3/user/locale', { method: 'PUT' });
    expect([locale.status, await locale.text()]).toEqual([204, '']);
    expect((await globalThis.fetch('/api/v2/web/newclub', { method: 'POST' })).status).toBe(201);
    expect((await globalThis.fetch('/api/health')).status).toBe(202);
    await expect(client().putUserLocale({ body: { locale: 'en' } })).resolves.toBeUndefined();
  });

  it('answers an unknown call 404 "Not stubbed" and records it without an entry', async () => {
    const api = stubFetch(answer(contract.health, { status: 'ok' }));
    const response = await globalThis.fetch('/api/v2/web/cluboverview');
    expect([response.status, await response.json()]).toEqual([404, { statusCode: 404, message: 'Not stubbed' }]);
    expect((await globalThis.fetch('/api/health', { method: 'POST' })).status).toBe(404);
    expect(api.calls.map((call) => [call.method, call.path, call.entry])).toEqual([
      ['GET', '/api/v2/web/cluboverview', undefined],
      ['POST', '/api/health', undefined],
    ]);
    // `sent` finds calls by entry whether or not they were answered.
    expect(api.sent(contract.clubOverview)).toHaveLength(1);
  });

  it('answers failures with the API’s error body, also from a resolver', async () => {
    let fails = true;
    stubFetch(
      failure(contract.loginPlain, 401, { message: 'forkert password', code: 'wrongPassword', field: 'email' }),
      answer(contract.getClub, () => (fails ? failure(contract.getClub, 500, 'Database down') : sampleClubSettings)),
    );
    const response = await globalThis.fetch('/api/v2/login/plain', { method: 'POST' });
    expect([response.status, await response.json()]).toEqual([
      401,
      { statusCode: 401, message: 'forkert password', code: 'wrongPassword', field: 'email' },
    ]);
    await expect(client().loginPlain({ body: { email: 'a@b.dk', password: 'x' } })).rejects.toEqual(
      new ApiError(401, 'forkert password', 'wrongPassword', 'email'),
    );
    await expect(client().getClub({ params: { id: 12 } })).rejects.toMatchObject({
      status: 500,
      message: 'Database down',
    });
    fails = false;
    await expect(client().getClub({ params: { id: 12 } })).resolves.toEqual(sampleClubSettings);
  });

  it('fails the network for `networkError` and never answers `pending`', async () => {
    stubFetch(networkError(contract.health), pending(contract.clubOverview));
    await expect(client().health({})).rejects.toThrow(new TypeError('Failed to fetch'));
    const waited = await Promise.race([
      client().clubOverview({}),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 20)),
    ]);
    expect(waited).toBe('still waiting');
  });
});

describe('mswHandlers', () => {
  /** What the story's MSW answers a request with (`undefined`: MSW would let it through). */
  const respond = (answers: Answer[], url: string, init?: RequestInit) =>
    getResponse(mswHandlers(...answers), new Request(new URL(url, 'http://127.0.0.1:6006'), init));

  it('answers the same answers the same way, at any origin', async () => {
    const answers = [
      answer(contract.getClub, ({ params }) => ({ ...sampleClubSettings, clubId: Number(params.id) })),
      answer(contract.patchClub, ({ body }) => ({ ...sampleClubSettings, ...(body as object) })),
      answer(contract.putUserLocale),
      failure(contract.newClub, 409, { message: 'Foreningen findes allerede', code: 'clubExists', field: 'title' }),
    ];
    const got = await respond(answers, 'https://klubhus.example/api/v3/clubs/44');
    expect(await got?.json()).toMatchObject({ clubId: 44 });
    const patched = await respond(answers, '/api/v3/clubs/12', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ city: 'Risskov' }),
    });
    expect(await patched?.json()).toMatchObject({ clubId: 12, city: 'Risskov' });
    expect((await respond(answers, '/api/v3/user/locale', { method: 'PUT' }))?.status).toBe(204);
    const conflict = await respond(answers, '/api/v2/web/newclub', { method: 'POST' });
    expect([conflict?.status, await conflict?.json()]).toEqual([
      409,
      { statusCode: 409, message: 'Foreningen findes allerede', code: 'clubExists', field: 'title' },
    ]);
  });

  it('answers an unknown API call 404 "Not stubbed" and leaves other requests alone', async () => {
    const answers = [answer(contract.health, { status: 'ok' })];
    const unknown = await respond(answers, '/api/v2/web/cluboverview');
    expect([unknown?.status, await unknown?.json()]).toEqual([404, { statusCode: 404, message: 'Not stubbed' }]);
    expect(await respond(answers, '/paths/paths.json')).toBeUndefined();
  });

  it('turns `networkError` into a network failure', async () => {
    const response = await respond([networkError(contract.health)], '/api/health');
    expect(response?.type).toBe('error');
  });
});
