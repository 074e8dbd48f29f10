import { ApiError } from '@klubhus/domain';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, credentialCall } from './createQueryClient';

const failWith = (status: number) => () => Promise.reject(new ApiError(status, 'x'));

describe('the query client ends the session on a 401', () => {
  it('from a query', async () => {
    const ended = vi.fn();
    const client = createQueryClient(ended);
    await client.fetchQuery({ queryKey: ['a'], queryFn: failWith(401), retry: false }).catch(() => undefined);
    expect(ended).toHaveBeenCalledOnce();
  });

  it('from a mutation, but not from a sign-in call whose 401 is "forkert password"', async () => {
    const ended = vi.fn();
    const client = createQueryClient(ended);
    const run = (meta?: typeof credentialCall) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: failWith(401), meta })
        .execute(undefined)
        .catch(() => undefined);
    await run(credentialCall);
    expect(ended).not.toHaveBeenCalled();
    await run();
    expect(ended).toHaveBeenCalledOnce();
  });

  it('not on other failures', async () => {
    const ended = vi.fn();
    const client = createQueryClient(ended);
    await client.fetchQuery({ queryKey: ['b'], queryFn: failWith(403), retry: false }).catch(() => undefined);
    expect(ended).not.toHaveBeenCalled();
  });
});
