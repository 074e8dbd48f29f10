import { describe, expect, it, vi } from 'vitest';
import { buildFlagsPayload, flagsPayload, loadFlagsPayload } from './flagsPayload.js';

const payload = { status: 200, features: { chat: { defaultValue: true } }, dateUpdated: '2026-01-01T00:00:00.000Z' };

describe('loadFlagsPayload', () => {
  it('reads the payload from the address it is given', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json(payload));
    await expect(loadFlagsPayload(fetch, 'https://tenant.example/api/features')).resolves.toEqual(payload);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('https://tenant.example/api/features');
  });

  it('rejects a failed answer and a payload of another shape', async () => {
    await expect(loadFlagsPayload(async () => new Response('', { status: 503 }), '/f')).rejects.toThrow('503');
    await expect(loadFlagsPayload(async () => Response.json({ features: 1 }), '/f')).rejects.toThrow();
  });
});

describe('buildFlagsPayload', () => {
  it("gives each flag's value as its defaultValue, in a payload the schema accepts", () => {
    const built = buildFlagsPayload({ chat: true, dashboard: false }, '2026-01-01T00:00:00.000Z');
    expect(built).toEqual({
      status: 200,
      features: { chat: { defaultValue: true }, dashboard: { defaultValue: false } },
      dateUpdated: '2026-01-01T00:00:00.000Z',
    });
    expect(flagsPayload.parse(built)).toEqual(built);
  });
});
