import { describe, expect, it } from 'vitest';
import { errorDialogAction } from './errorDialogAction';

describe('errorDialogAction', () => {
  it.each([
    [400, 'reload'],
    [401, 'reload'],
    [404, 'reload'],
    [409, 'reload'],
    [499, 'reload'],
    [500, 'back'],
    [502, 'back'],
    [503, 'back'],
    [399, 'back'],
    [0, 'back'],
  ] as const)('status %i → %s', (status, action) => {
    expect(errorDialogAction(status)).toBe(action);
  });
});
