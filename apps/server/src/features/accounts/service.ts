import type {
  AccountUser,
  ExternalLoginRequest,
  ForgotPasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  SignInAnswer,
} from '@klubhus/domain';
import { missingSignupFields, newPasswordField, requiredSignupFields } from '@klubhus/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connect.js';
import { inTransaction } from '../../db/inTransaction.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import { badRequest, conflict, forbidden, tooManyRequests, unauthorized } from '../../http/HttpError.js';
import { enqueue } from '../../outbox/enqueue.js';
import { imageOfFile, replaceImage } from '../../shared/files/images.js';
import { fileUrl, type FileStorage } from '../../shared/files/storage.js';
import { hashPassword, hashToken, newToken, NO_PASSWORD, verifyPassword } from '../../shared/tokens.js';
import { signupSettingsOfLink } from '../clubs/public.js';
import type { ExternalVerifier } from './externalSignIn.js';
import * as repo from './repo.js';

export interface AccountsDeps {
  db: Db;
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

const startSession = async ({ db, config, files }: AccountsDeps, user: repo.UserRow): Promise<SignInAnswer> => {
  const authToken = newToken();
  await repo.insertSession(db, hashToken(authToken), user.id, config.sessionDays);
  return { authToken, user: toAccountUser(files, user) };
};

/**
 * Failures count per e-mail and per address within 15 minutes; at AUTH_RATE_LIMIT the call answers 429
 * before the password is even looked at. A success clears the failures of its e-mail only, so signing in
 * to one's own account never clears an address's failures against other e-mails.
 */
export const signIn = async (deps: AccountsDeps, { email, password }: LoginRequest, address: string) => {
  const { db, config } = deps;
  const failures = await repo.recentFailures(db, email, address);
  if (failures.byEmail >= config.authRateLimit || failures.byAddress >= config.authRateLimit) {
    throw tooManyRequests('For mange forkerte forsøg. Prøv igen om et kvarter.', 'tooManyAttempts');
  }
  const user = await repo.findUserByEmail(db, email);
  // Unknown e-mails verify against a dummy hash too, so the answer time tells nothing.
  const matches = await verifyPassword(user?.passwordHash, password);
  if (!user || !matches) {
    await repo.recordFailure(db, email, address);
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
export const register = async (
  { db }: AccountsDeps,
  body: RegisterRequest,
): Promise<{ userId: number; created: true }> => {
  if (!body.password) throw badRequest('Kode mangler', 'passwordMissing', 'password');
  const password = newPasswordField.safeParse(body.password);
  if (!password.success) {
    const code = password.error.issues[0]?.message ?? 'invalid';
    throw badRequest(`password: ${code}`, code, 'password');
  }
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
    });
    return { userId: user.id, created: true };
  } catch (error) {
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
};

/** Answers the same whether or not the e-mail has an account; the mail and its token commit together. */
export const forgotPassword = async (
  { db, config }: AccountsDeps,
  { email }: ForgotPasswordRequest,
): Promise<{ succeeded: true }> => {
  const user = await repo.findUserByEmail(db, email);
  if (user) {
    const token = newToken();
    const link = `${config.publicUrl.replace(/\/+$/, '')}/reset?token=${token}`;
    await inTransaction(db, async (tx) => {
      await repo.insertPasswordReset(tx, hashToken(token), user.id);
      await enqueue(tx, { kind: 'mail', payload: resetMail(user, link) });
    });
  }
  return { succeeded: true };
};

/** Single use: the reset uses up every open link of the user and ends all the user's sessions. */
export const resetPassword = async ({ db }: AccountsDeps, { token, password }: ResetPasswordRequest): Promise<void> => {
  const passwordHash = await hashPassword(password);
  await inTransaction(db, async (tx) => {
    const userId = await repo.lockValidReset(tx, hashToken(token));
    if (userId === undefined) {
      throw badRequest('Linket er ugyldigt eller udløbet', 'invalidResetToken', 'token');
    }
    await repo.setPasswordHash(tx, userId, passwordHash);
    await repo.useUpResets(tx, userId);
    await repo.deleteUserSessions(tx, userId);
    const user = await repo.findUserById(tx, userId);
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
export const signInExternal = async (deps: AccountsDeps, { provider, token }: ExternalLoginRequest) => {
  const { db, verifyExternal } = deps;
  const identity = await verifyExternal(provider, token);
  let user = await repo.findUserByEmail(db, identity.email);
  if (!user) {
    try {
      user = await repo.insertUser(db, { ...identity, passwordHash: NO_PASSWORD });
    } catch (error) {
      // Created by a parallel sign-on a moment ago.
      user = isUniqueViolation(error) ? await repo.findUserByEmail(db, identity.email) : undefined;
      if (!user) throw error;
    }
  }
  return startSession(deps, user);
};

const resetMail = (user: repo.UserRow, link: string) => ({
  to: user.email,
  subject: 'Nulstil din adgangskode',
  text:
    `Hej ${user.firstName || user.email}\n\n` +
    'Vi har fået en anmodning om at nulstille din adgangskode. Åbn linket herunder for at vælge en ny. ' +
    'Linket virker én gang og i en time.\n\n' +
    `${link}\n\n` +
    'Har du ikke bedt om det, kan du se bort fra denne mail: din adgangskode er uændret.\n',
});
