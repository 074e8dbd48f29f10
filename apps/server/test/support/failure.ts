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

/** `ok`, or how a call failed as `<status> <code>` (`400 imagesOnly`): one string for table tests. */
export const codeOf = async (call: Promise<unknown>): Promise<string> => {
  try {
    await call;
    return 'ok';
  } catch (error) {
    if (error instanceof ApiError) return `${error.status} ${error.code}`;
    throw error;
  }
};
