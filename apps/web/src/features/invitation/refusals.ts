import { ApiError } from '@klubhus/domain';
import type { TFunction } from 'i18next';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { showFormError, type SetFieldError } from '../../shell/forms/fieldErrors';

/** The refusals the flow translates itself (`invitation.errors.*`, the Danish ones the server's, spec §8). */
const ownCodes = ['dataPolicyRequired', 'requestRequired', 'tooManyChildren'] as const;
export type OwnRefusal = (typeof ownCodes)[number];

const isOwn = (code: string | undefined): code is OwnRefusal =>
  code !== undefined && (ownCodes as readonly string[]).includes(code);

/**
 * A failed call of the flow, shown where it belongs: a wrong e-mail or password as "forkert password" on the e-mail
 * field (spec §8, as /login shows it); the flow's own refusals in the reader's language under the field `fieldOf`
 * names, or at the top of the form; anything else as every form shows it (`showFormError`: a taken e-mail under
 * the e-mail field, a 5xx to the error dialog). The caller hands the flow's own failures (a void link) on first.
 */
export const showRefusal = <Name extends string>(
  t: TFunction,
  error: unknown,
  setError: SetFieldError<Name>,
  fields: readonly Name[],
  fieldOf: Partial<Record<OwnRefusal | 'wrongPassword', Name>> = {},
): void => {
  if (error instanceof ApiError && error.status === 401 && fieldOf.wrongPassword) {
    // The message key (`wrongPassword`, `invalidCredentials` …) is translated by the field; the server's own text else.
    setError(fieldOf.wrongPassword, { type: 'server', message: error.code ?? error.message }, { shouldFocus: true });
    return;
  }
  if (error instanceof ApiError && isOwn(error.code)) {
    const field = fieldOf[error.code] ?? fields.find((name) => name === error.field);
    const message = t(`invitation.errors.${error.code}`);
    if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
    else setError('root.server', { type: 'server', message });
    return;
  }
  showFormError(t, error, setError, fields);
};

/**
 * A form's resolver with the club's data policy on top (spec §5: the box must be ticked before logging in or
 * creating a user when the club has a policy link): the schema's errors first, then the box's. Valid values are the
 * schema's output over the form's own, so that the box, which the schema does not know, reaches the submit.
 */
export const withPolicy =
  <V extends FieldValues & { acceptsDataPolicy: boolean }>(
    base: Resolver<V>,
    policyLink: string | null,
    message: string,
  ): Resolver<V> =>
  async (values, context, options) => {
    const result = await base(values, context, options);
    const missing = policyLink !== null && !values.acceptsDataPolicy;
    const valid = Object.keys(result.errors).length === 0;
    if (!missing) return valid ? { values: { ...values, ...result.values }, errors: {} } : result;
    const errors: Record<string, FieldError> = { ...(result.errors as Record<string, FieldError>) };
    errors.acceptsDataPolicy = { type: 'custom', message };
    return { values: {}, errors: errors as never };
  };
