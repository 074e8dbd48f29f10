import { ApiError } from '@klubhus/domain';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { formErrorText, messageText, showFormError, showServerError } from './fieldErrors';

const { t } = createI18n();

describe('messageText', () => {
  it('translates message keys, with their numbers', () => {
    expect(messageText(t, 'required')).toBe('Skal udfyldes');
    expect(messageText(t, 'minCiphers', { minCiphers: { count: 4 } })).toBe('Skal være på 4 cifre');
    expect(messageText(t, 'emailInUse')).toBe('Denne e-mail er allerede i brug');
  });
  it('translates the codes of the password and character rules, which only the server may answer', () => {
    expect(messageText(t, 'passwordTooEasy')).toBe('Adgangskoden er for let at gætte');
    expect(messageText(t, 'passwordIsEmail')).toBe('Adgangskoden må ikke være din e-mail');
    expect(messageText(t, 'passwordBlank')).toBe('Adgangskoden må ikke kun være mellemrum');
    expect(messageText(t, 'invalidCharacter')).toBe('Indeholder et ugyldigt tegn');
    expect(messageText(t, 'idTooLarge')).toBe('Tallet er for stort');
  });
  it("shows a server's own sentence as it came, and nothing for no message", () => {
    expect(messageText(t, 'Noget helt andet')).toBe('Noget helt andet');
    expect(messageText(t, undefined)).toBeUndefined();
  });
});

describe('showServerError', () => {
  it('puts a 409 naming a field under that field, by its code', () => {
    const setError = vi.fn();
    const shown = showServerError(
      new ApiError(409, 'Denne e-mail er allerede i brug', 'emailInUse', 'email'),
      setError,
      ['email', 'password'],
    );
    expect(shown).toBe(true);
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'emailInUse' }, { shouldFocus: true });
  });
  it('can move the error to another field', () => {
    const setError = vi.fn();
    showServerError(new ApiError(400, 'Kode mangler', 'passwordMissing', 'password'), setError, ['email', 'password'], {
      onField: 'email',
    });
    expect(setError).toHaveBeenCalledWith(
      'email',
      expect.objectContaining({ message: 'passwordMissing' }),
      expect.anything(),
    );
  });
  it('puts a 400 naming no known field on the form', () => {
    const setError = vi.fn();
    showServerError(new ApiError(400, 'Ukendt felt', 'unknownField', 'colour'), setError, ['email']);
    expect(setError).toHaveBeenCalledWith('root.server', { type: 'server', message: 'Ukendt felt' });
  });
  it('leaves other failures (5xx, network) to the caller', () => {
    const setError = vi.fn();
    expect(showServerError(new ApiError(500, 'down'), setError, ['email'])).toBe(false);
    expect(showServerError(new TypeError('Failed to fetch'), setError, ['email'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('formErrorText', () => {
  it('translates a known code, else shows the server’s message, for the form’s own failures', () => {
    expect(formErrorText(t, new ApiError(429, 'Too many', 'tooManyAttempts'))).toBe(messageText(t, 'tooManyAttempts'));
    expect(formErrorText(t, new ApiError(400, 'Ugyldig forespørgsel'))).toBe('Ugyldig forespørgsel');
  });

  it('says nothing of a failure the error dialog shows (5xx, no answer)', () => {
    expect(formErrorText(t, new ApiError(500, 'Database down'))).toBeUndefined();
    expect(formErrorText(t, new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

describe('showFormError', () => {
  it('puts a 400 without a field at the top of the form', () => {
    const setError = vi.fn();
    showFormError(t, new ApiError(400, 'Ugyldig forespørgsel'), setError, ['email']);
    expect(setError).toHaveBeenCalledWith('root.server', { type: 'server', message: 'Ugyldig forespørgsel' });
  });

  it('leaves a 500 to the error dialog', () => {
    const setError = vi.fn();
    showFormError(t, new ApiError(500, 'Database down'), setError, ['email']);
    expect(setError).not.toHaveBeenCalled();
  });
});
