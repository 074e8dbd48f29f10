import fs from 'node:fs';
import path from 'node:path';
import { hostName } from '@klubhus/domain';
import * as z from 'zod';
import { notFound } from '../../http/HttpError.js';

/** http is allowed beside https so that a local or intranet deployment can be named too. */
const tenantUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });

/** One organisation's addresses: its API base and its feature configuration. */
const tenant = z.strictObject({ apiBase: tenantUrl, features: tenantUrl });
export type Tenant = z.infer<typeof tenant>;

/** Tenants by domain, lower-cased; read once at start. */
export type Tenants = ReadonlyMap<string, Tenant>;

/**
 * `{ "<domain>": { "apiBase": "https://…/api", "features": "https://…/api/features" } }`. Domains are keyed
 * lower-cased, so two spellings of one domain are refused rather than one silently winning.
 */
const tenantsFile = z.record(z.string(), tenant).transform((entries, context): Tenants => {
  const tenants = new Map<string, Tenant>();
  for (const [key, value] of Object.entries(entries)) {
    const domain = hostName.safeParse(key);
    if (!domain.success) {
      context.addIssue({ code: 'custom', message: 'not a domain name', path: [key] });
    } else if (tenants.has(domain.data)) {
      context.addIssue({ code: 'custom', message: 'given twice (domains compare case-insensitively)', path: [key] });
    } else {
      tenants.set(domain.data, value);
    }
  }
  return tenants;
});

const parseTenants = (text: string, source: string): Tenants => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${source}: not JSON (${error instanceof Error ? error.message : String(error)})`, {
      cause: error,
    });
  }
  const parsed = tenantsFile.safeParse(json);
  if (!parsed.success) throw new Error(`${source}: not a tenants file:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
};

/**
 * The tenants of multi-organisation mode from `TENANTS_FILE` (a path) or `TENANTS` (the same JSON inline).
 * Giving both is refused, since one would silently shadow the other; giving neither means no tenants.
 */
export const readTenants = ({ file, inline }: { file?: string | undefined; inline?: string | undefined }): Tenants => {
  if (file && inline) throw new Error('Give TENANTS or TENANTS_FILE, not both');
  if (inline) return parseTenants(inline, 'TENANTS');
  if (!file) return new Map();
  const source = `TENANTS_FILE ${path.resolve(file)}`;
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`${source}: cannot be read (${error instanceof Error ? error.message : String(error)})`, {
      cause: error,
    });
  }
  return parseTenants(text, source);
};

/** The tenant at a domain (already lower-cased by the contract); an unknown domain answers 404 `unknownTenant`. */
export const tenantAt = (tenants: Tenants, domain: string): Tenant => {
  const found = tenants.get(domain);
  if (!found) throw notFound(`No organisation at ${domain}`, 'unknownTenant');
  return found;
};
