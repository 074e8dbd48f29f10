import { describe, expect, it, vi } from 'vitest';
import { loadFeatureConfig } from './featureConfig.js';

const payload = { status: 200, features: { chat: { defaultValue: true } }, dateUpdated: '2026-01-01T00:00:00.000Z' };

describe('loadFeatureConfig', () => {
  it('reads the payload from the address it is given', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json(payload));
    await expect(loadFeatureConfig(fetch, 'https://tenant.example/api/features')).resolves.toEqual(payload);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('https://tenant.example/api/features');
  });

  it('rejects a failed answer and a payload of another shape', async () => {
    await expect(loadFeatureConfig(async () => new Response('', { status: 503 }), '/f')).rejects.toThrow('503');
    await expect(loadFeatureConfig(async () => Response.json({ features: 1 }), '/f')).rejects.toThrow();
  });
});
