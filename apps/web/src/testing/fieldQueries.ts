import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

// The form tests' ways to a field by its label ("Fornavn", "Adgangskode" …, the required mark and "(valgfri)" after it).

/** The text field whose label starts with `label`. */
export const box = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

/** The field whose label starts with `label`, a password too (which has no textbox role). */
export const passwordBox = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

/** Types `value` into a field at once. */
export const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

/** The error text a field's aria-describedby points at. */
export const errorOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** Waits until a rendered app's `where()` (`renderApp`, `renderRoutes`) is at `expected`. */
export const endsAt = (where: () => string, expected: string) =>
  waitFor(() => expect(where()).toBe(expected), { timeout: 3000 });
