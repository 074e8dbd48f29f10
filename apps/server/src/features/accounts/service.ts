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
import { invitationRefusals, missingSignupFields, newPasswordField, requiredSignupFields } from '@klubhus/domain';
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
import { secretLinkFor } from '../../shared/mail/mail.js';
import { passwordsBusy, type Passwords } from '../../shared/passwords.js';
import { hashToken, newToken, NO_PASSWORD } from '../../shared/tokens.js';
import { DEVICE_DAYS } from './deviceCookie.js';
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
  passwords: Passwords;
  verifyExternal: ExternalVerifier;
}

const emailInUse = () => conflict('Denne e-mail er allerede i brug', 'emailInUse', 'email');

const toAccountUser = (files: FileStorage, row: repo.UserRow): AccountUser => ({
  id: row.id,
  firstName: row.firstName,
  surname: row.surname,
  // Only users who sign in are account users; a child registered by a parent (no e-mail) never gets a session.
  email: row.email ?? '',
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

const tooManyAttempts = () =>
  tooManyRequests('For mange forkerte forsøg. Prøv igen om et kvarter.', 'tooManyAttempts', FAILURE_WINDOW_MS / 1000);

/** Where a sign-in comes from: the caller's address (`addressKey`) and the device tokens its browser brings. */
export interface SignInOrigin {
  address: string;
  deviceTokens: readonly string[];
}

/** A session, and the device token the browser keeps from now on (OWASP's device cookie). */
export interface SignedIn {
  answer: SignInAnswer;
  deviceToken: string;
}

/**
 * Sign-in with OWASP's "slow brute force with device cookies" (ADR 014). A browser that brings a device token
 * of this user (earned by an earlier sign-in with the right password) is a trusted device: its attempts count
 * against that device alone, so failures from anywhere else never lock the owner out. Every other attempt counts
 * against the e-mail and against the caller's address: at AUTH_RATE_LIMIT attempts within 15 minutes in either,
 * the call answers 429 before the password is looked at, so an attacker's guesses at one account stay bounded
 * whatever addresses they come from.
 *
 * The attempt is counted (reserved) before the password is checked, atomically per bucket, so a burst of
 * parallel guesses gets no more checks than the limit; a success takes its attempt back.
 */
export const signIn = async (
  deps: AccountsDeps,
  { email, password }: LoginRequest,
  origin: SignInOrigin,
): Promise<SignedIn> => {
  const { db, clock, config, passwords } = deps;
  // Fast and before any other work: a full hashing queue must not cost the server anything more.
  if (passwords.saturated()) throw passwordsBusy();
  const now = clock.now();
  const user = await repo.findUserByEmail(db, email);
  const tokensByHash = new Map(origin.deviceTokens.map((token) => [hashToken(token), token]));
  const device = user ? await repo.findTrustedDevice(db, [...tokensByHash.keys()], user.id, now) : undefined;
  const buckets = device
    ? [repo.deviceBucket(device.id)]
    : [repo.emailBucket(email), repo.addressBucket(origin.address)];
  const attempt = await repo.reserveAttempt(db, buckets, {
    limit: config.authRateLimit,
    since: later(now, -FAILURE_WINDOW_MS),
    now,
  });
  if (attempt === null) throw tooManyAttempts();
  let matches: boolean;
  try {
    // Unknown e-mails verify against a dummy hash too, so the answer time tells nothing.
    matches = await passwords.verify(user?.passwordHash, password);
  } catch (error) {
    // Never checked (the queue filled up meanwhile): it does not count.
    await repo.releaseAttempt(db, attempt);
    throw error;
  }
  if (!user || !matches) throw unauthorized('forkert password', 'wrongPassword', 'email');
  await repo.releaseAttempt(db, attempt);
  const deviceExpires = later(now, DEVICE_DAYS * DAY_MS);
  const known = device && tokensByHash.get(device.tokenHash);
  let deviceToken: string;
  if (device && known) {
    await repo.touchTrustedDevice(db, device.id, now, deviceExpires);
    deviceToken = known;
  } else {
    deviceToken = newToken();
    await repo.insertTrustedDevice(db, hashToken(deviceToken), user.id, now, deviceExpires);
  }
  return { answer: await startSession(deps, user), deviceToken };
};

export const signOut = ({ db }: AccountsDeps, token: string) => repo.deleteSession(db, hashToken(token));

/**
 * Creates the account only: a clubToken decides the required fields but joins nothing (clubs/join does).
 * The schema has trimmed the texts and made blank optional fields null.
 */
/** `host`: the host the visitor signs up on; its brand's language becomes the account's. */
export const register = async (
  { db, clock, mailer, passwords }: AccountsDeps,
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
    // A link working at the clock's now (ADR 019): an expired or deleted one is unknown.
    const club = await signupSettingsOfLink(db, body.clubToken, clock.now());
    if (!club) {
      const { message, code } = invitationRefusals.invalidClubToken;
      throw badRequest(message, code, 'clubToken');
    }
    const [missing] = missingSignupFields(body, requiredSignupFields(club));
    if (missing) throw badRequest(`${missing}: required`, 'required', missing);
  }
  if (await repo.findUserByEmail(db, body.email)) throw emailInUse();
  const passwordHash = await passwords.hash(password.data);
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

/**
 * Answers the same, in the same time, whether or not the e-mail has an account: the request only writes a job
 * (`forgotPasswordJob` does the rest, in the worker), so neither the answer nor its timing tells who has one.
 * The mail goes out in the user's language and the brand of the host the request came from.
 */
export const forgotPassword = async (
  { db, clock, mailer }: AccountsDeps,
  { email }: ForgotPasswordRequest,
  host: string,
): Promise<{ succeeded: true }> => {
  await enqueue(db, clock, {
    kind: 'forgotPassword',
    payload: { email: email.trim(), brandId: mailer.brands.forHost(host).id },
  });
  return { succeeded: true };
};

/**
 * The worker's half of a forgotten password: for an account with the e-mail, a reset link valid for an hour
 * and its mail, whose token is made only when the mail is sent (`mintResetLink`), so no usable link ever rests
 * in the outbox. Idempotent enough to run twice: a second run makes a second link, and the newest mail works.
 */
export const forgotPasswordJob =
  ({ db, clock, mailer }: Pick<AccountsDeps, 'db' | 'clock' | 'mailer'>) =>
  async ({ email, brandId }: { email: string; brandId: string }): Promise<void> => {
    const user = await repo.findUserByEmail(db, email);
    if (!user) return;
    const now = clock.now();
    await inTransaction(db, async (tx) => {
      const resetId = await repo.insertPasswordReset(tx, user.id, now, later(now, RESET_LINK_MS));
      const secretLink = secretLinkFor('passwordReset', resetId);
      const payload = mailer.compose({
        template: 'passwordReset',
        brand: mailer.brands.byId(brandId),
        locale: user.locale,
        to: user.email,
        values: { name: user.firstName || user.email },
        link: secretLink.placeholder,
      });
      await enqueue(tx, clock, { kind: 'mail', payload: { ...payload, secretLink } });
    });
  };

/** Makes the token of a reset link as its mail is sent; null when the link was used or expired meanwhile. */
export const mintResetLink =
  ({ db, clock, config }: Pick<AccountsDeps, 'db' | 'clock'> & { config: Pick<Config, 'publicUrl'> }) =>
  async (resetId: number): Promise<string | null> => {
    const token = newToken();
    const open = await repo.setResetToken(db, resetId, hashToken(token), clock.now());
    return open ? `${config.publicUrl.replace(/\/+$/, '')}/reset?token=${token}` : null;
  };

/** The accounts area's part of the clean-up job. */
export const purgeExpired =
  ({ db, clock }: Pick<AccountsDeps, 'db' | 'clock'>) =>
  async (): Promise<Record<string, number>> => {
    const now = clock.now();
    return repo.purgeExpired(db, now, later(now, -FAILURE_WINDOW_MS));
  };

/**
 * Single use: the reset uses up every open link of the user and ends all the user's sessions. The new
 * password must not be the user's e-mail nor too easy to guess: known only once the link names the user, so
 * that check runs inside the transaction (a refusal leaves the link usable for a better password).
 */
export const resetPassword = async (
  { db, clock, mailer, passwords }: AccountsDeps,
  { token, password }: ResetPasswordRequest,
): Promise<void> => {
  const assertStrong = await strongPasswordRule(mailer.brands);
  const passwordHash = await passwords.hash(password);
  const now = clock.now();
  await inTransaction(db, async (tx) => {
    const userId = await repo.lockValidReset(tx, hashToken(token), now);
    if (userId === undefined) {
      throw badRequest('Linket er ugyldigt eller udløbet', 'invalidResetToken', 'token');
    }
    const found = await repo.findUserById(tx, userId);
    const user = found && repo.signsIn(found) ? found : undefined;
    if (user) assertStrong(password, user);
    await repo.setPasswordHash(tx, userId, passwordHash);
    await repo.useUpResets(tx, userId, now);
    await repo.deleteUserSessions(tx, userId);
    // Whoever holds the mailbox has proven it: earlier failed sign-ins no longer count against it.
    if (user) await repo.clearEmailAttempts(tx, repo.emailBucket(user.email));
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
  let user: repo.UserRow | undefined = await repo.findUserByEmail(db, identity.email);
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
