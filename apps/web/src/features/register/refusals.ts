import { ApiError, joiningRefusals } from '@klubhus/domain';
import type { TFunction } from 'i18next';
import { showFormError, type SetFieldError } from '../../shell/forms/fieldErrors';

export type RefusalCode = keyof typeof joiningRefusals;

const refusalCodes = Object.keys(joiningRefusals) as RefusalCode[];

const isRefusal = (code: string | undefined): code is RefusalCode =>
  code !== undefined && (refusalCodes as string[]).includes(code);

/** The refusals the sign-up translates itself (its texts are `register.errors.*`, the Danish ones the server's). */
const translated = [
  'emailTaken',
  'wrongPassword',
  'tooYoung',
  'dataPolicyRequired',
  'parentRequired',
  'ownLoginRequired',
  'parentNotAdult',
  'alreadyActivated',
  'tooManyPeople',
  'notYourChild',
  'wrongClub',
] as const satisfies readonly RefusalCode[];
type TranslatedRefusal = (typeof translated)[number];

const isTranslated = (code: RefusalCode): code is TranslatedRefusal => (translated as readonly string[]).includes(code);

/**
 * A failed call of the sign-up, shown where it belongs (ARCHITECTURE §4): a joining refusal in the reader's
 * language under the field it concerns (`fieldOf` says where: the spec puts a wrong password and a taken e-mail
 * on the e-mail field, §8) or at the top of the form; anything else as every form shows it (`showFormError`).
 * The caller has handed the flow's own failures (a void link, an expired session) to the flow first.
 */
export const showRefusal = <Name extends string>(
  t: TFunction,
  error: unknown,
  setError: SetFieldError<Name>,
  fields: readonly Name[],
  fieldOf: Partial<Record<RefusalCode, Name>> = {},
): void => {
  if (error instanceof ApiError && isRefusal(error.code) && isTranslated(error.code)) {
    const field = fieldOf[error.code] ?? fields.find((name) => name === error.field);
    const message = t(`register.errors.${error.code}`);
    if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
    else setError('root.server', { type: 'server', message });
    return;
  }
  showFormError(t, error, setError, fields);
};
