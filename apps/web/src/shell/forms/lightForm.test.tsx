import { ApiError, loginRequest } from '@klubhus/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { ScreenProviders } from '../../testing/ScreenProviders';
import { showFormError } from './fieldErrors';
import { FormAlert } from './FormAlert';
import { LightTextField } from './LightTextField';
import { useLightForm } from './lightForm';

interface SignInFormProps {
  /** Called with the schema's output on a valid submit. */
  onValid?: (values: { email: string; password: string }) => void;
  /** A failed call: placed where `showFormError` puts it, as a screen's `onError` would. */
  failWith?: unknown;
}

/** A sign-in form of the shape /login has, on the domain's zod/mini schema. */
const SignInForm = ({ onValid = () => {}, failWith }: SignInFormProps) => {
  const { t } = useTranslation();
  const form = useLightForm(loginRequest, { email: '', password: '' });
  const onSubmit = form.handleSubmit((values) => {
    onValid(values);
    if (failWith !== undefined) showFormError(t, failWith, form.setError, ['email', 'password']);
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <LightTextField form={form} name="email" type="email" label="Email" isRequired />
      <LightTextField form={form} name="password" type="password" label="Adgangskode" isOptional />
      <button type="submit">Send</button>
    </form>
  );
};

const renderForm = (props: SignInFormProps = {}) =>
  render(
    <ScreenProviders>
      <SignInForm {...props} />
    </ScreenProviders>,
  );

const email = () => screen.getByRole('textbox', { name: /^Email/ });
const password = () => screen.getByLabelText(/^Adgangskode/);
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .find((text) => text);

describe('useLightForm with LightTextField', () => {
  it('renders the label as FormTextField does: the asterisk, "(valgfri)", the name for password managers', () => {
    renderForm();
    expect(email().getAttribute('aria-required')).toBe('true');
    expect(email().getAttribute('name')).toBe('email');
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('(valgfri)')).toBeTruthy();
  });

  it('validates on submit only: typing before the first submit shows no error', () => {
    renderForm();
    type(email(), 'not an e-mail');
    expect(email().getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Indtast en gyldig email')).toBeNull();
  });

  it('shows each field’s first error on an invalid submit, sends nothing and focuses the first invalid field', () => {
    const onValid = vi.fn();
    renderForm({ onValid });
    submit();
    expect(onValid).not.toHaveBeenCalled();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(email())).toBe('Skal udfyldes');
    expect(errorOf(password())).toBe('Skal udfyldes');
    expect(document.activeElement).toBe(email());
  });

  it('focuses the first invalid field in the page’s order, not the first field', () => {
    renderForm();
    type(email(), 'anna@klubhus.dk');
    submit();
    expect(email().getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(password());
  });

  it('re-validates a field as it changes once the form was submitted', () => {
    renderForm();
    submit();
    type(email(), 'anna');
    expect(errorOf(email())).toBe('Indtast en gyldig email');
    // Only the changed field is re-validated: the password keeps its error until it changes.
    expect(errorOf(password())).toBe('Skal udfyldes');
    type(email(), 'anna@klubhus.dk');
    expect(email().getAttribute('aria-invalid')).toBeNull();
    expect(errorOf(email())).toBeUndefined();
  });

  it("hands the schema's output to a valid submit (the e-mail trimmed)", () => {
    const onValid = vi.fn();
    renderForm({ onValid });
    type(email(), '  anna@klubhus.dk ');
    type(password(), 'secret123');
    submit();
    expect(onValid).toHaveBeenCalledWith({ email: 'anna@klubhus.dk', password: 'secret123' });
  });
});

describe('a light form and showFormError', () => {
  const fillIn = () => {
    type(email(), 'anna@klubhus.dk');
    type(password(), 'secret123');
  };

  it('puts a 409 naming a field under that field and focuses it', () => {
    renderForm({ failWith: new ApiError(409, 'Denne e-mail er allerede i brug', 'emailInUse', 'password') });
    fillIn();
    submit();
    expect(errorOf(password())).toBe('Denne e-mail er allerede i brug');
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(password());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("drops a server's field error once the field changes", () => {
    renderForm({ failWith: new ApiError(400, 'Kode mangler', 'required', 'email') });
    fillIn();
    submit();
    expect(errorOf(email())).toBe('Skal udfyldes');
    type(email(), 'bo@klubhus.dk');
    expect(errorOf(email())).toBeUndefined();
  });

  it('puts a failure that names no field at the top of the form, and the next submit clears it', () => {
    const { rerender } = renderForm({ failWith: new ApiError(429, 'Too many', 'tooManyAttempts') });
    fillIn();
    submit();
    expect(screen.getByRole('alert').textContent).toBe('For mange forkerte forsøg. Prøv igen om et kvarter.');
    rerender(
      <ScreenProviders>
        <SignInForm />
      </ScreenProviders>,
    );
    submit();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves a 5xx to the error dialog: no field error, no alert', () => {
    renderForm({ failWith: new ApiError(500, 'Database down') });
    fillIn();
    submit();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(email().getAttribute('aria-invalid')).toBeNull();
    expect(password().getAttribute('aria-invalid')).toBeNull();
  });
});
