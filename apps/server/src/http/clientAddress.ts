import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { TrustProxy } from '../config.js';

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes a function: Fastify 5 reads a bare number as "trust no
 * forwarded header at all" (it cannot tell a proxy from a client), while a count here means the operator
 * vouches that exactly that many proxies stand in front of the server.
 */
export const trustProxyOption = (trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) =>
  typeof trust === 'number' ? (_address, hop) => hop < trust : trust;

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is `10.0.0.1`. */
const unmapped = (address: string): string => address.replace(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i, '$1');

/** The 64-bit network prefix of an IPv6 address, written out in full: `2001:0db8:0000:0001::/64`. */
const ipv6Prefix64 = (address: string): string => {
  const [head = '', tail = ''] = address.split('::');
  const part = (text: string) => (text ? text.split(':') : []);
  const left = part(head);
  const right = part(tail);
  // An embedded IPv4 tail (`::1.2.3.4`) counts as two groups; it is past the prefix either way.
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.padStart(4, '0').toLowerCase())
    .join(':')}::/64`;
};

/**
 * The caller's address as per-address limits count it: `request.ip` (the socket's peer, or what the trusted
 * proxies say — TRUST_PROXY) when it is a valid IP, else the socket's own peer; IPv6 by its /64, because one
 * subscriber commonly holds a whole /64 and could otherwise step through 2^64 "addresses".
 * Never longer than an IPv6 prefix, so nothing a client sends is stored as its address.
 */
export const addressKey = (request: FastifyRequest): string => {
  const claimed = unmapped(request.ip ?? '');
  const address = isIP(claimed) ? claimed : unmapped(request.socket?.remoteAddress ?? '');
  const family = isIP(address);
  if (family === 4) return address;
  if (family === 6) return ipv6Prefix64(address);
  return 'unknown';
};

/** True when the socket's peer (never a forwarded header) is this machine. */
export const isLoopbackPeer = (request: FastifyRequest): boolean => {
  const peer = unmapped(request.socket?.remoteAddress ?? '');
  return peer === '::1' || /^127(?:\.\d{1,3}){3}$/.test(peer);
};
