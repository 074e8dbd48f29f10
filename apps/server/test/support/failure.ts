import { ApiError } from '@klubhus/domain';

/** How a call failed: its status, the spec's message key, the field and the message. Fails the test if it succeeded. */
export const failure = async (call: Promise<unknown>) => {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) {
      return { status: error.status, code: error.code, field: error.field, message: error.message };
    }
    throw error;
  }
  throw new Error('the call succeeded');
};
