import { ApiError } from '@klubhus/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, credentialCall, formCall, ownErrors, type CallMeta } from './createQueryClient';
import { createErrorCenter } from './errors/errorCenter';

const failWith = (status: number, field?: string) => () =>
  Promise.reject(new ApiError(status, `Fejl ${status}`, undefined, field));

const setUp = () => {
  const ended = vi.fn();
  const center = createErrorCenter({ onSessionEnded: ended });
  const client = createQueryClient(center);
  let key = 0;
  const query = (fail: () => Promise<never>, meta?: CallMeta) =>
    client.fetchQuery({ queryKey: [key++], queryFn: fail, retry: false, meta }).catch(() => undefined);
  const mutation = (fail: () => Promise<never>, meta?: CallMeta) =>
    client
      .getMutationCache()
      .build(client, { mutationFn: fail, meta })
      .execute(undefined)
      .catch(() => undefined);
  return { ended, center, query, mutation };
};

afterEach(() => vi.restoreAllMocks());

describe('failed calls reach the error center', () => {
  it('a 401 from a query ends the session', async () => {
    const { ended, center, query } = setUp();
    await query(failWith(401));
    expect(ended).toHaveBeenCalledOnce();
    expect(center.get().dialog).toBeNull();
  });

  it('a 401 from a sign-in call is the form’s “forkert password”, any other 401 ends the session', async () => {
    const { ended, mutation } = setUp();
    await mutation(failWith(401), credentialCall);
    expect(ended).not.toHaveBeenCalled();
    await mutation(failWith(401), formCall);
    expect(ended).toHaveBeenCalledOnce();
  });

  it('a form’s 400 naming a field opens no dialog; a 400 from any other call opens it (Reload)', async () => {
    const { center, mutation, query } = setUp();
    await mutation(failWith(400, 'email'), formCall);
    expect(center.get().dialog).toBeNull();
    await query(failWith(400));
    expect(center.get().dialog).toEqual({ status: 400, message: 'Fejl 400' });
  });

  it('a 500 opens the dialog, also from a form; the first failure stays until it is closed', async () => {
    const { center, mutation } = setUp();
    await mutation(failWith(500), formCall);
    await mutation(failWith(502));
    expect(center.get().dialog).toEqual({ status: 500, message: 'Fejl 500' });
    center.closeDialog();
    expect(center.get().dialog).toBeNull();
  });

  it('a 403 raises the permission-denied notice and never the dialog', async () => {
    const { center, query, mutation } = setUp();
    await query(failWith(403));
    await mutation(failWith(403), formCall);
    expect(center.get()).toEqual({ dialog: null, permissionDenied: 2 });
  });

  it('a 404 is logged as a connection error only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { center, query } = setUp();
    await query(failWith(404));
    expect(center.get().dialog).toBeNull();
    expect(warn).toHaveBeenCalledWith('Connection error', expect.any(ApiError));
  });

  it('a call that shows its own errors adds nothing', async () => {
    const { center, ended, query } = setUp();
    await query(failWith(500), ownErrors);
    expect(center.get()).toEqual({ dialog: null, permissionDenied: 0 });
    expect(ended).not.toHaveBeenCalled();
  });

  it('a network failure opens the dialog without a status', async () => {
    const { center, query } = setUp();
    await query(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(center.get().dialog).toEqual({ status: 0, message: 'Failed to fetch' });
  });
});
