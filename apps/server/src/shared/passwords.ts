import { serviceBusy } from '../http/HttpError.js';
import { hashPassword, verifyPassword } from './tokens.js';

/**
 * Password hashing behind a bounded queue. argon2 takes a core for tens of milliseconds per call, and sign-in
 * needs nothing but the public client credential: without a bound, fifty anonymous sign-ins at once take every
 * core from everyone else. At most `concurrency` hashes run at once, at most `queue` more wait their turn, and
 * one more is refused at once (503) rather than queued without bound.
 */
export interface Passwords {
  hash: (password: string) => Promise<string>;
  /** As `verifyPassword`: false for a missing, unusable or malformed hash, and as slow as a real check. */
  verify: (stored: string | undefined, password: string) => Promise<boolean>;
  /** True when a new hash or check would be refused now; a caller answers 503 before doing any other work. */
  saturated: () => boolean;
}

export interface PasswordLimits {
  concurrency: number;
  queue: number;
}

/** The answer when every slot and every place in the queue is taken. */
export const passwordsBusy = () => serviceBusy('Der er travlt lige nu. Prøv igen om lidt.', 'busy', 5);

/** Runs at most `concurrency` tasks at once with at most `queue` waiting; `run` throws `passwordsBusy()` beyond that. */
const boundedLane = ({ concurrency, queue }: PasswordLimits) => {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return {
    saturated: () => running >= concurrency && waiting.length >= queue,
    run: async <T>(task: () => Promise<T>): Promise<T> => {
      if (running < concurrency) running++;
      else if (waiting.length < queue) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw passwordsBusy();
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
};

/** The work the queue bounds. @default argon2id (`shared/tokens.ts`) */
type PasswordWork = Pick<Passwords, 'hash' | 'verify'>;

export const boundedPasswords = (
  limits: PasswordLimits,
  work: PasswordWork = { hash: hashPassword, verify: verifyPassword },
): Passwords => {
  const lane = boundedLane(limits);
  return {
    hash: (password) => lane.run(() => work.hash(password)),
    verify: (stored, password) => lane.run(() => work.verify(stored, password)),
    saturated: lane.saturated,
  };
};
