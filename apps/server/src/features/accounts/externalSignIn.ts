import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import * as z from 'zod';
import type { OidcProvider } from '../../config.js';
import { badRequest, unauthorized } from '../../http/HttpError.js';

/** What a verified id_token tells us about the person. */
interface ExternalIdentity {
  email: string;
  firstName: string;
  surname: string;
}

/** Verifies a provider's id_token; throws 400 for an unknown provider and 401 for any token that does not pass. */
export type ExternalVerifier = (provider: string, token: string) => Promise<ExternalIdentity>;

/** Asymmetric algorithms only: a JWKS of public keys can never verify an HMAC or `none` token. */
const algorithms = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

const invalidToken = (message: string, code = 'invalidToken') => unauthorized(message, code);

const textClaim = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Given and family name, else the full name split at its last space. */
const names = (claims: Record<string, unknown>): Pick<ExternalIdentity, 'firstName' | 'surname'> => {
  const given = textClaim(claims.given_name);
  const family = textClaim(claims.family_name);
  if (given || family) return { firstName: given, surname: family };
  const full = textClaim(claims.name);
  const cut = full.lastIndexOf(' ');
  return cut > 0 ? { firstName: full.slice(0, cut), surname: full.slice(cut + 1) } : { firstName: full, surname: '' };
};

/** One key set per provider, built once: a remote set caches the provider's keys between calls. */
export const externalVerifier = (providers: readonly OidcProvider[]): ExternalVerifier => {
  const keys = new Map<string, { provider: OidcProvider; getKey: JWTVerifyGetKey }>();
  for (const provider of providers) {
    const getKey = provider.jwks
      ? createLocalJWKSet(provider.jwks as Parameters<typeof createLocalJWKSet>[0])
      : createRemoteJWKSet(new URL(provider.jwksUri ?? ''));
    keys.set(provider.name, { provider, getKey });
  }
  return async (name, token) => {
    const entry = keys.get(name);
    if (!entry) throw badRequest('Single sign-on is not configured', 'providerNotConfigured', 'provider');
    let claims: Record<string, unknown>;
    try {
      ({ payload: claims } = await jwtVerify(token, entry.getKey, {
        issuer: entry.provider.issuer,
        audience: entry.provider.audience,
        algorithms,
        requiredClaims: ['exp', 'iat', 'sub'],
        clockTolerance: 30,
      }));
    } catch {
      throw invalidToken('The sign-on token could not be verified');
    }
    const email = textClaim(claims.email);
    if (!z.email().safeParse(email).success) throw invalidToken('The sign-on token carries no e-mail');
    // Some providers send the claim as the string "true".
    if (claims.email_verified !== true && claims.email_verified !== 'true') {
      throw invalidToken('The e-mail of the sign-on is not verified', 'emailNotVerified');
    }
    return { email, ...names(claims) };
  };
};
