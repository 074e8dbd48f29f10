// Written by `pnpm --filter @klubhus/domain wire` from src/contract/accounts.ts: do not edit (ADR 015).
import type { accountsContract } from '../contract/accounts.js';
import type { WireTable } from '../contract/wire.js';

/** The wire entries of the accounts calls: what the web's client needs, without the schemas. */
export const accountsWire = {
  loginPlain: { method: 'POST', path: '/v2/login/plain', access: 'client' },
  logout: { method: 'POST', path: '/v2/login/logout', access: 'user', responseType: 'none' },
  register: { method: 'POST', path: '/v2/login/register', access: 'client' },
  forgotPassword: { method: 'POST', path: '/v2/login/forgotPassword', access: 'client' },
  resetPassword: { method: 'POST', path: '/v2/login/resetPassword', access: 'client', responseType: 'none' },
  putUserHeaderImage: { method: 'PUT', path: '/v3/user/images/header', access: 'user', requestType: 'multipart' },
  removeSelf: { method: 'POST', path: '/v3/user/removeself', access: 'user', responseType: 'none' },
  putUserLocale: { method: 'PUT', path: '/v3/user/locale', access: 'user', responseType: 'none' },
  loginExternal: { method: 'POST', path: '/v4/login/external', access: 'client' },
} as const satisfies WireTable<typeof accountsContract>;
