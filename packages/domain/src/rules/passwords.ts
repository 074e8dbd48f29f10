/**
 * The rules of a new password that need no dictionary (NIST SP 800-63B §3.1.1.2: refuse passwords that are
 * expected or context-specific). The web's forms and the server apply the same functions; whether a password
 * is too easy to guess (common and breached passwords, names, the service's name) only the server checks.
 */

/** Only spaces (or other blank characters): eight spaces pass the length rule but guard nothing. */
export const isBlankPassword = (password: string): boolean => /^\s*$/u.test(password);

/**
 * The password is the account's own e-mail, or its local part (`ida.holm` of `ida.holm@example.dk`), in any
 * case and with any surrounding blanks: the e-mail is the one thing every attacker of the account knows.
 */
export const passwordIsEmail = (password: string, email: string): boolean => {
  const candidate = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const localPart = at > 0 ? address.slice(0, at) : '';
  return candidate === address || (localPart !== '' && candidate === localPart);
};
