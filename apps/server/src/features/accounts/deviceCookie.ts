import { parse, serialize } from 'cookie';
import type { FastifyRequest } from 'fastify';
import { DAY_MS } from '../../shared/clock.js';

/**
 * The device cookie of OWASP's "slow brute force with device cookies": after a sign-in with the right password
 * the browser keeps a random token (only its hash is stored, `trusted_devices`); a sign-in that brings it counts
 * against that device alone. A browser shared by a family keeps one token per person, newest first.
 */
const COOKIE = 'klubhus_device';
/** Tokens one browser keeps: one per person who signs in on it. */
const TOKENS_PER_BROWSER = 5;
/** A device unused for this long is forgotten. */
export const DEVICE_DAYS = 180;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The device tokens the request brings; anything malformed is ignored. */
export const deviceTokensOf = (request: FastifyRequest): string[] => {
  const header = request.headers.cookie;
  if (!header) return [];
  const value = parse(header)[COOKIE] ?? '';
  return value
    .split('.')
    .filter((token) => TOKEN.test(token))
    .slice(0, TOKENS_PER_BROWSER);
};

/**
 * The cookie with `token` first and the browser's other tokens after it. HttpOnly (no script reads it),
 * SameSite=Strict and only on the sign-in calls' path; Secure whenever the request came over https.
 */
export const deviceCookie = (request: FastifyRequest, token: string): string =>
  serialize(
    COOKIE,
    [token, ...deviceTokensOf(request).filter((other) => other !== token)].slice(0, TOKENS_PER_BROWSER).join('.'),
    {
      httpOnly: true,
      sameSite: 'strict',
      path: '/api/v2/login',
      maxAge: (DEVICE_DAYS * DAY_MS) / 1000,
      secure: request.protocol === 'https',
    },
  );
