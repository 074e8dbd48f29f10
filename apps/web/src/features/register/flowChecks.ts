import type { ImportedUser } from '@klubhus/domain';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { emailInUseInFlow } from './flowRules';
import type { SignupAccount } from './signupState';

/** The message keys of the flow's own checks (`register.errors.*`). */
export type FlowCheck = 'dataPolicyRequired' | 'emailInFlow';

export interface FlowCheckInput {
  users: readonly ImportedUser[];
  accounts: Readonly<Record<string, SignupAccount>>;
  /** The person of the form. */
  personId: string;
  /** The club's data-policy link, when it has one. */
  policyLink: string | null;
}

/**
 * What the sign-up checks beyond the domain's schema of a form: the data-policy box when the club has a link
 * (spec §5), and an e-mail another person of the flow already uses for their account (ADR 018, "Denne e-mail er
 * allerede i brug" at once; children without their own sign-in are exempt).
 */
export const flowChecks = (
  { users, accounts, personId, policyLink }: FlowCheckInput,
  values: { email: string; acceptsDataPolicy?: boolean },
): Partial<Record<'email' | 'acceptsDataPolicy', FlowCheck>> => ({
  ...(policyLink && !values.acceptsDataPolicy ? { acceptsDataPolicy: 'dataPolicyRequired' as const } : {}),
  ...(emailInUseInFlow(users, accounts, personId, values.email) ? { email: 'emailInFlow' as const } : {}),
});

/**
 * A form's resolver with extra checks on top: the schema's errors first (a field's own error wins), then those the
 * checks find, their messages translated by `text`. Valid values are the schema's output over the form's own, so
 * that a field the schema does not know (the data-policy box beside `loginRequest`) reaches the submit.
 */
export const withChecks =
  <V extends FieldValues>(
    base: Resolver<V>,
    check: (values: V) => Partial<Record<string, string>>,
    text: (message: string) => string,
  ): Resolver<V> =>
  async (values, context, options) => {
    const result = await base(values, context, options);
    const extra = Object.entries(check(values)).filter((entry): entry is [string, string] => Boolean(entry[1]));
    const valid = Object.keys(result.errors).length === 0;
    if (extra.length === 0) return valid ? { values: { ...values, ...result.values }, errors: {} } : result;
    const errors: Record<string, FieldError> = { ...(result.errors as Record<string, FieldError>) };
    for (const [name, message] of extra) errors[name] ??= { type: 'custom', message: text(message) };
    return { values: {}, errors: errors as never };
  };
