import { contract } from '@klubhus/domain';
import { describe, expect, it } from 'vitest';
import { answer } from '../testing/apiStub';
import { stubFetch } from '../testing/stubFetch';
import { api, connectApi, readApiBase } from './api';

const pageWith = (metaContent?: string): Document => {
  const doc = document.implementation.createHTMLDocument('');
  if (metaContent !== undefined) {
    const meta = doc.createElement('meta');
    meta.name = 'api-base';
    meta.content = metaContent;
    doc.head.append(meta);
  }
  return doc;
};

describe('readApiBase', () => {
  it('reads the base from <meta name="api-base">', () => {
    expect(readApiBase(pageWith('/api'))).toBe('/api');
  });

  it('drops a trailing slash so paths join cleanly', () => {
    expect(readApiBase(pageWith('https://klubhus.dk/api/'))).toBe('https://klubhus.dk/api');
  });

  it.each([
    ['an empty tag', ''],
    ['a blank tag', '   '],
    ['no tag', undefined],
  ])('fails with "baseEndpoint is empty" for %s', (_, content) => {
    expect(() => readApiBase(pageWith(content))).toThrow('baseEndpoint is empty');
  });
});

describe('the domain client', () => {
  it('cannot be used before start-up has connected it', () => {
    expect(() => api()).toThrow('baseEndpoint is empty');
  });

  it('calls the API under the base through the global fetch of the moment', async () => {
    const stub = stubFetch(answer(contract.health, { status: 'ok' }));
    connectApi('/api');
    await expect(api().health({})).resolves.toEqual({ status: 'ok' });
    expect(stub.calls.map(({ method, path }) => [method, path])).toEqual([['GET', '/api/health']]);
  });
});
