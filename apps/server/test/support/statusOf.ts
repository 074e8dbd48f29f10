import { ApiError } from '@klubhus/domain';

/** The status a client call ended with: 2xx as `ok`, otherwise the ApiError's status. */
export const statusOf = async (call: Promise<unknown>): Promise<'ok' | number> => {
  try {
    await call;
    return 'ok';
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
};
