import { hostName } from '@klubhus/domain';
import * as z from 'zod';
import { notFound } from '../../http/HttpError.js';
import { readJsonSetting } from '../../shared/jsonSetting.js';

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

/**
 * The tenants of multi-organisation mode from `TENANTS_FILE` (a path) or `TENANTS` (the same JSON inline).
 * Giving both is refused, since one would silently shadow the other; giving neither means no tenants.
 */
export const readTenants = ({ file, inline }: { file?: string | undefined; inline?: string | undefined }): Tenants =>
  readJsonSetting({ name: 'TENANTS', what: 'a tenants file', file, inline, schema: tenantsFile }) ?? new Map();

/** The tenant at a domain (already lower-cased by the contract); an unknown domain answers 404 `unknownTenant`. */
export const tenantAt = (tenants: Tenants, domain: string): Tenant => {
  const found = tenants.get(domain);
  if (!found) throw notFound(`No organisation at ${domain}`, 'unknownTenant');
  return found;
};
