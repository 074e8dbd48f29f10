import { textLimits, type RegisterRequest } from '@klubhus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { strongPasswordRule } from '../../src/features/accounts/passwordStrength.js';
import { api } from '../support/api.js';
import { badInput, type BadCase, type Refusal } from '../support/badInput.js';
import { codeOf } from '../support/failure.js';
import { deliverOutbox, useMailboxApp } from '../support/mailbox.js';
import { uniqueEmail } from '../support/uniqueEmail.js';

/**
 * Finding 10: `password`, `12345678`, eight spaces and the e-mail itself were accepted as new passwords.
 * Registration and reset refuse them (400 on `password`, with the Danish text), and a strong password passes.
 */

const ctx = useMailboxApp({ PUBLIC_URL: 'https://klub.example/' });

const STRONG = 'grøn-kajak-77';
const EMAIL = 'ida.holm1990@example.dk';

const tooEasy: Refusal = {
  status: 400,
  code: 'passwordTooEasy',
  field: 'password',
  message: 'Adgangskoden er for let at gætte',
};
const isEmail: Refusal = {
  status: 400,
  code: 'passwordIsEmail',
  field: 'password',
  message: 'Adgangskoden må ikke være din e-mail',
};
const blank: Refusal = { status: 400, code: 'passwordBlank', field: 'password' };

/** The weak passwords of the finding and their kin, for an account of Ida Holm with EMAIL. */
const weakPasswords: readonly BadCase<string>[] = [
  ['password', 'password', tooEasy],
  ['12345678', '12345678', tooEasy],
  ['eight spaces', '        ', blank],
  ['eight tabs are no password either (control characters)', '\t'.repeat(8), { ...blank, code: 'invalidCharacter' }],
  ['the e-mail itself', EMAIL, isEmail],
  ['the e-mail in capitals', EMAIL.toUpperCase(), isEmail],
  ['the local part of the e-mail', 'ida.holm1990', isEmail],
  ['the service name with digits', 'klubhus123', tooEasy],
  ["a brand's name with a digit", 'Foreningsportalen1', tooEasy],
  ['a common password with a year', 'Sommer2024', tooEasy],
  ['a common password in Danish', 'hemmelig', tooEasy],
  ['a keyboard walk', 'qwertyuiop', tooEasy],
  ['l33t for password', 'P@ssw0rd1', tooEasy],
  ['the surname and a year', 'Holm1990', tooEasy],
  ['the surname and the first name', 'holmida1', tooEasy],
  ['a repeated character', 'aaaaaaaaaaaa', tooEasy],
  ['a common password, padded far beyond what is weighed', `password${'1'.repeat(200)}`, tooEasy],
];

const person = (password: string): RegisterRequest => ({
  firstName: 'Ida',
  surname: 'Holm',
  email: EMAIL,
  password,
  zip: '8000',
});

describe('POST /v2/login/register', () => {
  badInput(ctx, 'a weak password at registration', {
    tables: ['users'],
    call: (password: string) => api(ctx.t).register({ body: person(password) }),
    cases: weakPasswords,
  });

  it('accepts a strong password, and the account signs in with it', async () => {
    const email = uniqueEmail('strong');
    expect(await codeOf(api(ctx.t).register({ body: { ...person(STRONG), email } }))).toBe('ok');
    expect(await codeOf(api(ctx.t).loginPlain({ body: { email, password: STRONG } }))).toBe('ok');
  });

  it('accepts a long passphrase, and the longest password there may be', async () => {
    const longest = Array.from({ length: textLimits.password }, (_, index) =>
      String.fromCharCode(33 + ((index * 37) % 90)),
    ).join('');
    for (const password of ['rødgrød med fløde på en søndag', longest]) {
      expect(await codeOf(api(ctx.t).register({ body: { ...person(password), email: uniqueEmail('long') } }))).toBe(
        'ok',
      );
    }
  });
});

/** A user of this e-mail and name, and a valid reset link of theirs (its token, read from the delivered mail). */
const resetLinkFor = async (email: string) => {
  await api(ctx.t).register({ body: { ...person(STRONG), email } });
  await api(ctx.t).forgotPassword({ body: { email } });
  await deliverOutbox(ctx.t);
  const token = ctx.mailbox
    .to(email)
    .at(-1)
    ?.text.match(/reset\?token=([A-Za-z0-9_-]{43})\b/)?.[1];
  if (!token) throw new Error('no reset link in the mail');
  return token;
};

describe('POST /v2/login/resetPassword', () => {
  let token = '';
  beforeAll(async () => {
    // One account with EMAIL at a time: registration above used it only in refused calls.
    token = await resetLinkFor(EMAIL);
  });

  badInput(ctx, 'a weak password at reset', {
    tables: ['users', 'password_resets', 'sessions'],
    call: (password: string) => api(ctx.t).resetPassword({ body: { token, password } }),
    cases: weakPasswords,
  });

  it('keeps the link usable after a refusal, and takes a strong password with it', async () => {
    expect(await codeOf(api(ctx.t).resetPassword({ body: { token, password: 'password' } }))).toBe(
      '400 passwordTooEasy',
    );
    expect(await codeOf(api(ctx.t).resetPassword({ body: { token, password: 'ny-kajak-2024' } }))).toBe('ok');
    expect(await codeOf(api(ctx.t).loginPlain({ body: { email: EMAIL, password: 'ny-kajak-2024' } }))).toBe('ok');
  });

  it('still answers an unknown link first, whatever the password', async () => {
    expect(await codeOf(api(ctx.t).resetPassword({ body: { token: 'made-up', password: 'password' } }))).toBe(
      '400 invalidResetToken',
    );
  });
});

describe('the rule on its own', () => {
  const brands = { all: [{ companyName: 'Klubhus' }, { companyName: 'Foreningsportalen' }] };
  const refusal = async (password: string, owner: { email: string; firstName?: string; surname?: string }) => {
    const assertStrong = await strongPasswordRule(brands);
    try {
      assertStrong(password, owner);
      return 'ok';
    } catch (error) {
      return (error as { code?: string }).code;
    }
  };

  it("counts the owner's names and e-mail among the words guessed first", async () => {
    const owner = { email: 'zara.quist@example.dk', firstName: 'Zaranova', surname: 'Quistgaard' };
    expect(await refusal('zaranova1', owner)).toBe('passwordTooEasy');
    expect(await refusal('quistgaard1', owner)).toBe('passwordTooEasy');
    expect(await refusal('zaranova1', { email: 'someone@example.dk' })).toBe('ok');
  });

  it('weighs the first 64 characters: a strong start stays strong', async () => {
    expect(await refusal(`${STRONG}${'x'.repeat(200)}`, { email: EMAIL })).toBe('ok');
    expect(await refusal(`${'x'.repeat(64)}${STRONG}`, { email: EMAIL })).toBe('passwordTooEasy');
  });
});
