import {
  ageOn,
  copenhagenDate,
  joiningRefusals,
  MINIMUM_REGISTRATION_AGE,
  type ActivateAnswer,
  type activateRequest,
} from '@klubhus/domain';
import type * as z from 'zod';
import type { Db } from '../../db/connect.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import type { ImportedAuth } from '../../http/access.js';
import { badRequest, conflict, forbidden, HttpError, unauthorized } from '../../http/HttpError.js';
import { DAY_MS, later } from '../../shared/clock.js';
import { passwordsBusy } from '../../shared/passwords.js';
import { hashToken, newToken } from '../../shared/tokens.js';
import {
  addressBucket,
  emailBucket,
  findUserByEmail,
  insertSession,
  releaseAttempt,
  reserveAttempt,
  strongPasswordRule,
} from '../accounts/public.js';
import * as repo from './repo.js';
import {
  alreadyActivated,
  completeIfDone,
  FAILURE_WINDOW_MS,
  inactiveIdOf,
  inFlow,
  personNotFound,
  scopeOf,
  toImportedUser,
  tooManyAttempts,
  type FlowDeps,
} from './service.js';

type ActivateBody = z.output<typeof activateRequest>;
type Model = ActivateBody['models'][number];

const refusals = joiningRefusals;

/** Where a call comes from: the caller's address (the attempts' bucket) and host (a new account's language). */
export interface Origin {
  address: string;
  host: string;
}

/** One person to make a user: the model, its dummy, and whether it is an adult (1) or a child (2). */
interface Step {
  index: number;
  model: Model;
  person: repo.PersonRow;
  userStatus: 1 | 2;
}

/** "Today" in the club's calendar, as a local date for `ageOn`, whatever the server's zone. */
const copenhagenToday = (now: Date): Date => {
  const [year = 0, month = 1, day = 1] = copenhagenDate(now).split('-').map(Number);
  return new Date(year, month - 1, day);
};

/**
 * The rules of each person against the scope as it stands (run before the transaction, to refuse early, and
 * again under its locks): in the flow (404) and not yet a user (409); an adult at least 13 (spec §9) by the
 * birthdate given or the dummy's; a child only when assigned, signing in on its own and with parents (409
 * parentRequired; a child who does not sign in is registered by a parent, `registerchild`), and, when the call names
 * `parent`, that user among its activated parents.
 */
const plan = (people: readonly repo.PersonRow[], body: ActivateBody, now: Date): Step[] => {
  const seen = new Set<number>();
  const today = copenhagenToday(now);
  return body.models.map((model, index) => {
    const field = `models.${index}.userId`;
    const id = inactiveIdOf(model.userId);
    if (seen.has(id)) throw badRequest(`${field}: duplicateId`, 'duplicateId', field);
    seen.add(id);
    const person = people.find((row) => row.id === id);
    if (!person) throw personNotFound(field);
    if (person.activated) throw alreadyActivated(field);
    const userStatus: 1 | 2 = (person.assigned ? person.user_status : model.userStatus) === 2 ? 2 : 1;
    if (userStatus === 2) {
      const parentUsers = people.filter((row) => person.parents.includes(row.id)).map((row) => row.activated_user_id);
      const refuse = (where: string) => conflict(refusals.parentRequired.message, refusals.parentRequired.code, where);
      if (!person.assigned || person.own_login !== true || person.parents.length === 0) {
        throw refuse(`models.${index}.userStatus`);
      }
      if (body.parent != null && !parentUsers.includes(body.parent)) throw refuse('parent');
    } else {
      const birthdate = model.birthdate ?? person.birthdate;
      if (birthdate !== null && ageOn(birthdate, today) < MINIMUM_REGISTRATION_AGE) {
        throw badRequest(refusals.tooYoung.message, refusals.tooYoung.code, `models.${index}.birthdate`);
      }
    }
    return { index, model, person, userStatus };
  });
};

/** A refusal of the password rule, moved onto the model's field. */
const onModel = (error: unknown, index: number): unknown =>
  error instanceof HttpError && error.field === 'password'
    ? new HttpError(error.statusCode, error.message, error.code, `models.${index}.password`)
    : error;

/**
 * What the passwords decide, before the transaction (argon2 takes tens of milliseconds a call, and no locks may
 * wait for it): each new account's password is strong enough (as registration's) and hashed; each `existing`
 * account's password is checked, counted like a sign-in (the e-mail's and the address's attempts, 429 beyond
 * AUTH_RATE_LIMIT), 401 wrongPassword when it is not the account's.
 */
const checkPasswords = async (deps: FlowDeps, steps: readonly Step[], origin: Origin) => {
  const { db, clock, config, passwords, mailer } = deps;
  if (passwords.saturated()) throw passwordsBusy();
  const assertStrong = await strongPasswordRule(mailer.brands);
  const hashes = new Map<number, string>();
  const accounts = new Map<number, number>();
  for (const { index, model } of steps) {
    if (!model.existing) {
      try {
        assertStrong(model.password, model);
      } catch (error) {
        throw onModel(error, index);
      }
      continue;
    }
    const now = clock.now();
    const attempt = await reserveAttempt(db, [emailBucket(model.email), addressBucket(origin.address)], {
      limit: config.authRateLimit,
      since: later(now, -FAILURE_WINDOW_MS),
      now,
    });
    if (attempt === null) throw tooManyAttempts();
    const user = await findUserByEmail(db, model.email);
    let matches: boolean;
    try {
      // An unknown e-mail is checked against a dummy hash too, so the answer time tells nothing.
      matches = await passwords.verify(user?.passwordHash, model.password);
    } catch (error) {
      await releaseAttempt(db, attempt);
      throw error;
    }
    if (!user || !matches) {
      throw unauthorized(refusals.wrongPassword.message, refusals.wrongPassword.code, `models.${index}.email`);
    }
    await releaseAttempt(db, attempt);
    accounts.set(index, user.id);
  }
  for (const { index, model } of steps) {
    if (!model.existing) hashes.set(index, await passwords.hash(model.password));
  }
  return { hashes, accounts };
};

const emailTaken = (index: number) =>
  conflict(refusals.emailTaken.message, refusals.emailTaken.code, `models.${index}.email`);

/**
 * `POST /v3/user/activate` (ADR 018): makes people of the flow users and active members of its club, in one
 * transaction with the scope's dummies locked (`FOR UPDATE`), so that two parallel activations of one person make
 * one user. Each becomes a new account, or signs in to the account they have (`existing`); joins the club (a member
 * already stays as they are); gets the dummy's groups; is related to the activated parents and children of the
 * flow; accepts the data policy the club has. Each answers with a user session, as sign-in makes one; when nobody
 * of the flow is left waiting, its links are used up.
 */
export const activate = async (
  deps: FlowDeps,
  auth: ImportedAuth,
  body: ActivateBody,
  origin: Origin,
): Promise<ActivateAnswer> => {
  const { db, clock, config, mailer } = deps;
  if (body.RelatedClubId !== auth.clubId) throw forbidden(refusals.wrongClub.message, refusals.wrongClub.code);
  const scope = scopeOf(auth);
  const club = await repo.findClub(db, scope.clubId);
  const policy = Boolean(club?.data_policy_link);
  if (policy && !body.AcceptsDataPolicy) {
    throw badRequest(refusals.dataPolicyRequired.message, refusals.dataPolicyRequired.code, 'AcceptsDataPolicy');
  }
  // Refused early where the scope already tells, before any password is checked or hashed.
  const early = plan(await repo.scopePeople(db, scope), body, clock.now());
  const { hashes, accounts } = await checkPasswords(deps, early, origin);
  const locale = mailer.brands.forHost(origin.host).defaultLocale;
  let inserting: number | undefined;
  try {
    return await inFlow(deps, auth, async (tx, people, now) => {
      const steps = plan(people, body, now);
      const created: ActivateAnswer['created'] = [];
      for (const { index, model, person, userStatus } of steps) {
        let userId = accounts.get(index);
        if (userId === undefined) {
          if (await repo.emailTaken(tx, model.email)) throw emailTaken(index);
          inserting = index;
          userId = await repo.insertUser(tx, {
            email: model.email,
            passwordHash: hashes.get(index) ?? null,
            firstName: model.firstName ?? person.first_name,
            surname: model.surname ?? person.surname,
            zip: model.zip ?? person.zip,
            birthdate: model.birthdate ?? person.birthdate,
            mobile: person.mobile,
            address: person.address,
            city: person.city,
            locale,
          });
          inserting = undefined;
        }
        await enrol(tx, scope.clubId, person.id, userId, now);
        await repo.markActivated(tx, person.id, userId, userStatus, now);
        if (policy) await repo.acceptDataPolicy(tx, scope.clubId, userId, now);
        const authToken = newToken();
        await insertSession(tx, hashToken(authToken), userId, now, later(now, config.sessionDays * DAY_MS));
        created.push({ id: `i${person.id}`, userId, authToken });
      }
      await repo.relateActivated(
        tx,
        scope.clubId,
        steps.map((step) => step.person.id),
      );
      await completeIfDone(tx, scope, now);
      return { users: (await repo.scopePeople(tx, scope)).map(toImportedUser), created };
    });
  } catch (error) {
    // A parallel registration took the e-mail between the check and the insert: the same 409.
    if (inserting !== undefined && isUniqueViolation(error)) throw emailTaken(inserting);
    throw error;
  }
};

/** A new user or an existing one becomes the dummy's member of the club, with its member type, in its groups. */
export const enrol = async (tx: Db, clubId: number, inactiveId: number, userId: number, now: Date) => {
  await repo.joinClub(tx, clubId, userId, copenhagenDate(now), inactiveId);
  await repo.moveGroups(tx, clubId, inactiveId, userId);
};
