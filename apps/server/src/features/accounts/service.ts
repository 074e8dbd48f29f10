import type {
  AccountUser,
  ExternalLoginRequest,
  ForgotPasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  LocaleCode,
  SignInAnswer,
} from '@klubhus/domain';
import { missingSignupFields, newPasswordField, requiredSignupFields } from '@klubhus/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connect.js';
import { inTransaction } from '../../db/inTransaction.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import { badRequest, conflict, forbidden, tooManyRequests, unauthorized } from '../../http/HttpError.js';
import { enqueue } from '../../outbox/enqueue.js';
import { DAY_MS, HOUR_MS, later, MINUTE_MS, type Clock } from '../../shared/clock.js';
import { imageOfFile, replaceImage } from '../../shared/files/images.js';
import type { Mailer } from '../../shared/mail/templates.js';
import { fileUrl, type FileStorage } from '../../shared/files/storage.js';
import { hashPassword, hashToken, newToken, NO_PASSWORD, verifyPassword } from '../../shared/tokens.js';
import { signupSettingsOfLink } from '../clubs/public.js';
import type { ExternalVerifier } from './externalSignIn.js';
import { strongPasswordRule } from './passwordStrength.js';
import * as repo from './repo.js';

/** Failed sign-ins count towards AUTH_RATE_LIMIT for this long. */
const FAILURE_WINDOW_MS = 15 * MINUTE_MS;
/** A password-reset link works once and for this long. */
const RESET_LINK_MS = HOUR_MS;

export interface AccountsDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  config: Pick<Config, 'authRateLimit' | 'sessionDays' | 'publicUrl'>;
  files: FileStorage;
  verifyExternal: ExternalVerifier;
}

const emailInUse = () => conflict('Denne e-mail er allerede i brug', 'emailInUse', 'email');

const toAccountUser = (files: FileStorage, row: repo.UserRow): AccountUser => ({
  id: row.id,
  firstName: row.firstName,
  surname: row.surname,
  email: row.email,
  imageUrl: fileUrl(files, row.imagePath),
  zip: row.zip,
  birthdate: row.birthdate,
  mobile: row.mobile,
  address: row.address,
  city: row.city,
});

const startSession = async ({ db, clock, config, files }: AccountsDeps, user: repo.UserRow): Promise<SignInAnswer> => {
  const authToken = newToken();
  const now = clock.now();
  await repo.insertSession(db, hashToken(authToken), user.id, now, later(now, config.sessionDays * DAY_MS));
  return { authToken, user: toAccountUser(files, user) };
};

/**
 * Failures count per e-mail and per address within 15 minutes; at AUTH_RATE_LIMIT the call answers 429
 * before the password is even looked at. A success clears the failures of its e-mail only, so signing in
 * to one's own account never clears an address's failures against other e-mails.
 */
export const signIn = async (deps: AccountsDeps, { email, password }: LoginRequest, address: string) => {
  const { db, clock, config } = deps;
  const now = clock.now();
  const since = later(now, -FAILURE_WINDOW_MS);
  const failures = await repo.recentFailures(db, email, address, since);
  if (failures.byEmail >= config.authRateLimit || failures.byAddress >= config.authRateLimit) {
    throw tooManyRequests('For mange forkerte forsøg. Prøv igen om et kvarter.', 'tooManyAttempts');
  }
  const user = await repo.findUserByEmail(db, email);
  // Unknown e-mails verify against a dummy hash too, so the answer time tells nothing.
  const matches = await verifyPassword(user?.passwordHash, password);
  if (!user || !matches) {
    await repo.recordFailure(db, email, address, now, since);
    throw unauthorized('forkert password', 'wrongPassword', 'email');
  }
  await repo.clearFailures(db, email);
  return startSession(deps, user);
};

export const signOut = ({ db }: AccountsDeps, token: string) => repo.deleteSession(db, hashToken(token));

/**
 * Creates the account only: a clubToken decides the required fields but joins nothing (clubs/join does).
 * The schema has trimmed the texts and made blank optional fields null.
 */
/** `host`: the host the visitor signs up on; its brand's language becomes the account's. */
export const register = async (
  { db, mailer }: AccountsDeps,
  body: RegisterRequest,
  host: string,
): Promise<{ userId: number; created: true }> => {
  if (!body.password) throw badRequest('Kode mangler', 'passwordMissing', 'password');
  const password = newPasswordField.safeParse(body.password);
  if (!password.success) {
    const code = password.error.issues[0]?.message ?? 'invalid';
    throw badRequest(`password: ${code}`, code, 'password');
  }
  const assertStrong = await strongPasswordRule(mailer.brands);
  assertStrong(password.data, body);
  if (body.clubToken) {
    const club = await signupSettingsOfLink(db, body.clubToken);
    if (!club) throw badRequest('Ugyldigt eller inaktivit invitationslink', 'invalidClubToken', 'clubToken');
    const [missing] = missingSignupFields(body, requiredSignupFields(club));
    if (missing) throw badRequest(`${missing}: required`, 'required', missing);
  }
  if (await repo.findUserByEmail(db, body.email)) throw emailInUse();
  const passwordHash = await hashPassword(password.data);
  try {
    const user = await repo.insertUser(db, {
      email: body.email,
      passwordHash,
      firstName: body.firstName,
      surname: body.surname,
      zip: body.zip,
      birthdate: body.birthdate,
      mobile: body.mobile,
      address: body.address,
      city: body.city,
      locale: mailer.brands.forHost(host).defaultLocale,
    });
    return { userId: user.id, created: true };
  } catch (error) {
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
};

/** Answers the same whether or not the e-mail has an account; the mail and its token commit together. */
/** The mail is in the user's language and the brand of the host the request came from. */
export const forgotPassword = async (
  { db, clock, config, mailer }: AccountsDeps,
  { email }: ForgotPasswordRequest,
  host: string,
): Promise<{ succeeded: true }> => {
  const user = await repo.findUserByEmail(db, email);
  if (user) {
    const token = newToken();
    const link = `${config.publicUrl.replace(/\/+$/, '')}/reset?token=${token}`;
    const now = clock.now();
    await inTransaction(db, async (tx) => {
      await repo.insertPasswordReset(tx, hashToken(token), user.id, now, later(now, RESET_LINK_MS));
      const payload = mailer.compose({
        template: 'passwordReset',
        brand: mailer.brands.forHost(host),
        locale: user.locale,
        to: user.email,
        values: { name: user.firstName || user.email },
        link,
      });
      await enqueue(tx, clock, { kind: 'mail', payload });
    });
  }
  return { succeeded: true };
};

/**
 * Single use: the reset uses up every open link of the user and ends all the user's sessions. The new
 * password must not be the user's e-mail nor too easy to guess: known only once the link names the user, so
 * that check runs inside the transaction (a refusal leaves the link usable for a better password).
 */
export const resetPassword = async (
  { db, clock, mailer }: AccountsDeps,
  { token, password }: ResetPasswordRequest,
): Promise<void> => {
  const assertStrong = await strongPasswordRule(mailer.brands);
  const passwordHash = await hashPassword(password);
  const now = clock.now();
  await inTransaction(db, async (tx) => {
    const userId = await repo.lockValidReset(tx, hashToken(token), now);
    if (userId === undefined) {
      throw badRequest('Linket er ugyldigt eller udløbet', 'invalidResetToken', 'token');
    }
    const user = await repo.findUserById(tx, userId);
    if (user) assertStrong(password, user);
    await repo.setPasswordHash(tx, userId, passwordHash);
    await repo.useUpResets(tx, userId, now);
    await repo.deleteUserSessions(tx, userId);
    // Whoever holds the mailbox has proven it: earlier failed sign-ins no longer count against it.
    if (user) await repo.clearFailures(tx, user.email);
  });
};

export const setHeaderImage = async (
  { db, files }: AccountsDeps,
  userId: number,
  forUserId: number,
  upload: File,
): Promise<{ imageUrl: string }> => {
  if (forUserId !== userId) throw forbidden('Only your own image can be changed');
  const image = await imageOfFile(upload);
  const key = await replaceImage(files, `users/${userId}`, image, (newKey) =>
    repo.replaceImagePath(db, userId, newKey),
  );
  return { imageUrl: files.url(key) };
};

/** Refused while the user is the only administrator of any club: a club must never lose its last one. */
export const removeSelf = async ({ db, files }: AccountsDeps, userId: number): Promise<void> => {
  const imagePath = await inTransaction(db, async (tx) => {
    const user = await repo.findUserById(tx, userId);
    if (!user) return null;
    const sole = await repo.soleAdministratorClubs(tx, userId);
    if (sole.length > 0) {
      throw badRequest(
        'Du er den eneste administrator af en forening. Gør en anden til administrator først.',
        'soleAdministrator',
      );
    }
    await repo.deleteUser(tx, user);
    return user.imagePath;
  });
  if (imagePath) await files.remove(imagePath);
};

/** Signs in the account with the token's verified e-mail, creating it (without a password) on first sign-on. */
export const signInExternal = async (deps: AccountsDeps, { provider, token }: ExternalLoginRequest, host: string) => {
  const { db, verifyExternal, mailer } = deps;
  const identity = await verifyExternal(provider, token);
  let user = await repo.findUserByEmail(db, identity.email);
  if (!user) {
    try {
      const locale = mailer.brands.forHost(host).defaultLocale;
      user = await repo.insertUser(db, { ...identity, passwordHash: NO_PASSWORD, locale });
    } catch (error) {
      // Created by a parallel sign-on a moment ago.
      user = isUniqueViolation(error) ? await repo.findUserByEmail(db, identity.email) : undefined;
      if (!user) throw error;
    }
  }
  return startSession(deps, user);
};

/** The language the user's mail is written in (the language switcher's choice). */
export const setLocale = async ({ db }: AccountsDeps, userId: number, locale: LocaleCode): Promise<void> => {
  await repo.setLocale(db, userId, locale);
};
