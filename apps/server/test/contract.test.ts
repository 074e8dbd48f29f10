import { contract, defineEntry } from '@klubhus/domain';
import * as z from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unservedEntries } from '../src/http/registerContract.js';
import { createTestApp, type TestApp } from './support/testApp.js';
import { testContract } from './support/testContract.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the contract is served', () => {
  it('registers a route for every entry of the contract', () => {
    expect(unservedEntries(t.app, contract)).toEqual([]);
  });

  it('names an entry the server does not serve, which fails this suite', () => {
    const withExtra = {
      ...contract,
      ghost: defineEntry({
        method: 'GET',
        path: '/v9/ghost',
        summary: 'never served',
        access: 'public',
        response: z.object({}),
      }),
    };
    expect(unservedEntries(t.app, withExtra)).toEqual(['ghost: GET /api/v9/ghost']);
  });
});

describe('OpenAPI at /api/docs', () => {
  // The app as deployed: the test-only contract is not registered on it.
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp({}, { withTestContract: false });
  });
  afterAll(() => plain.close());

  it('lists every contract entry in /api/docs/json and no test-only entry', async () => {
    const response = await plain.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, Record<string, { operationId: string }>> }>();
    const operations = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((op) => op.operationId),
    );
    for (const key of Object.keys(contract)) expect(operations).toContain(key);
    expect(Object.keys(document.paths).some((path) => path.includes('/test/'))).toBe(false);
    expect(operations.some((operation) => operation in testContract)).toBe(false);
  });

  it('documents the error body on every operation', async () => {
    const document = (await plain.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    for (const methods of Object.values(document.paths)) {
      for (const operation of Object.values(methods)) expect(operation.responses).toHaveProperty('400');
    }
  });

  it('documents a text answer under its media type', async () => {
    const document = (await plain.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
    }>();
    const tenantEndpoint = document.paths['/api/tenant/minorgendpoint/{domain}']?.get;
    expect(Object.keys(tenantEndpoint?.responses['200']?.content ?? {})).toEqual(['text/plain']);
  });

  it('serves the Swagger UI at /api/docs', async () => {
    const response = await plain.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger-ui');
  });
});
