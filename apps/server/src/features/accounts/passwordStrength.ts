import { passwordIsEmail } from '@klubhus/domain';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { badRequest } from '../../http/HttpError.js';

/**
 * Whether a new password is too easy to guess (NIST SP 800-63B §3.1.1.2: refuse passwords from lists of
 * commonly used and breached passwords, dictionary words, repetitive or sequential characters, and
 * context-specific words such as the service's name and the user's own name and e-mail).
 *
 * zxcvbn-ts estimates how many guesses an attacker who knows those lists and the usual tricks (l33t, capitals,
 * reversed words, keyboard walks, dates, repeats) needs. Its score 0–4 steps at 10^3, 10^6, 10^8 and 10^10
 * guesses; we refuse 0 and 1, i.e. anything found within about a million guesses: `password`, `12345678`,
 * `secret1234`, `Sommer2024`, `klubhus123`. Score 2 (up to 10^8) is what the library itself calls protection
 * against online guessing, which is the attack sign-in's rate limit and argon2id already make slow; asking
 * for 3 would turn away most memorable passwords for little gain. The network matcher (breached-password
 * lookups) cannot be used here: the server may have no way out.
 *
 * The server alone checks this: the dictionaries are megabytes the web app must not load. They are loaded
 * once, on first use, so a server that never registers anyone never loads them.
 */

/** The lowest zxcvbn score a new password may have. */
const MINIMUM_PASSWORD_SCORE = 2;

/**
 * Only the first 64 characters are weighed. zxcvbn's matching grows steeply with length (all dictionaries,
 * 256 characters of `aB3$aB3$…` took 48 s); 64 characters of anything stay within about 150 ms, and a password
 * whose first 64 characters are easy to guess is not made strong by what follows them.
 */
const WEIGHED_LENGTH = 64;
/** l33t variants tried per password: 4 covers `P4$$w0rd`; the default (100) is what made long inputs slow. */
const L33T_MAX_SUBSTITUTIONS = 4;

/** The service's own words (Danish, the language of its users): what a guesser tries first for this site. */
const SERVICE_WORDS = ['klubhus', 'klub', 'forening', 'medlem', 'adgangskode', 'kodeord'] as const;

/** Whose new password it is: the words an attacker of this account tries first. */
interface PasswordOwner {
  email: string;
  firstName?: string | null;
  surname?: string | null;
}

/** The words of an account that must not make up its password: e-mail, its parts, names. */
const ownerWords = ({ email, firstName, surname }: PasswordOwner): string[] => {
  const localPart = email.slice(0, Math.max(0, email.lastIndexOf('@')));
  const parts = localPart.split(/[^\p{L}\p{N}]+/u).filter((part) => part.length >= 3);
  return [email, localPart, ...parts, firstName ?? '', surname ?? ''].filter((word) => word.trim() !== '');
};

/**
 * The dictionaries: common passwords, and words and names of the languages of the spec's locales that have
 * a package (English, German, Spanish, Czech for cz and sk, Polish; none exists for Danish or Norwegian).
 * The older packages (de, cs, pl) name their lists alike, so each gets its language as suffix.
 */
const loadEstimator = async (): Promise<ZxcvbnFactory> => {
  const [{ ZxcvbnFactory: Factory }, common, en, de, es, cs, pl] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    import('@zxcvbn-ts/language-de'),
    import('@zxcvbn-ts/language-es-es'),
    import('@zxcvbn-ts/language-cs'),
    import('@zxcvbn-ts/language-pl'),
  ]);
  const suffixed = (language: string, lists: Record<string, string[]>) =>
    Object.fromEntries(Object.entries(lists).map(([name, words]) => [`${name}-${language}`, words]));
  return new Factory({
    graphs: common.adjacencyGraphs,
    dictionary: {
      ...common.dictionary,
      ...en.dictionary,
      ...es.dictionary,
      ...suffixed('de', de.dictionary),
      ...suffixed('cs', cs.dictionary),
      ...suffixed('pl', pl.dictionary),
    },
    maxLength: WEIGHED_LENGTH,
    l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
  });
};

let estimator: Promise<ZxcvbnFactory> | undefined;

/** The estimator, loaded on first use and kept; a failed load is tried again by the next call. */
const passwordEstimator = (): Promise<ZxcvbnFactory> => {
  estimator ??= loadEstimator().catch((error: unknown) => {
    estimator = undefined;
    throw error;
  });
  return estimator;
};

/** Refuses a new password of this owner: 400 on `password`, with the Danish text. Synchronous once loaded. */
export type AssertStrongPassword = (password: string, owner: PasswordOwner) => void;

/**
 * The rule for new passwords (registration, reset) after the domain's own (length, characters, not blank):
 * not the owner's e-mail or its local part (`passwordIsEmail`), not too easy to guess (`passwordTooEasy`,
 * with the service's and the brands' names among the words guessed first). Await it before a transaction,
 * so that the first load never runs inside one.
 */
export const strongPasswordRule = async (brands: {
  all: readonly { companyName: string }[];
}): Promise<AssertStrongPassword> => {
  const zxcvbn = await passwordEstimator();
  const serviceWords = [...SERVICE_WORDS, ...brands.all.map((brand) => brand.companyName)];
  return (password, owner) => {
    if (passwordIsEmail(password, owner.email)) {
      throw badRequest('Adgangskoden må ikke være din e-mail', 'passwordIsEmail', 'password');
    }
    if (zxcvbn.check(password, [...ownerWords(owner), ...serviceWords]).score < MINIMUM_PASSWORD_SCORE) {
      throw badRequest('Adgangskoden er for let at gætte', 'passwordTooEasy', 'password');
    }
  };
};
