// zod/mini: these schemas run at start-up on every page, /login included, where the full zod must not load
// (issue 14, ADR 015). They compose with the full zod's schemas elsewhere.
import * as z from 'zod/mini';

/** Locale codes as the spec writes them in configuration. */
export const localeCodes = ['da', 'en', 'de', 'es', 'pl', 'cz', 'sk', 'no'] as const;
export type LocaleCode = (typeof localeCodes)[number];
/** The in-app language switcher offers only these. */
export const switcherLocales = ['da', 'en', 'de'] as const satisfies readonly LocaleCode[];
export const fallbackLocale: LocaleCode = 'da';

/** BCP 47 tag for `lang`, Intl and react-aria (the spec's `cz` and `no` are not BCP 47). */
export const bcp47 = (code: LocaleCode): string => (({ cz: 'cs', no: 'nb' }) as Record<string, string>)[code] ?? code;

/** The brand of every host that no brand file names (the server's paths file and the web's error screen). */
export const defaultBrandId = 'klubhus';

/** A white-label brand, one JSON file per brand in `apps/web/src/brands/<id>.json`. */
export const brandFile = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  companyName: z.string().check(z.minLength(1)),
  /**
   * The product in a sentence or two, in the brand's default locale: the pages' `<meta name="description">`
   * (search results show it; they cut it after about 160 characters).
   */
  description: z.string().check(z.trim(), z.minLength(1), z.maxLength(160)),
  hosts: z.array(z.string().check(z.minLength(1))),
  defaultLocale: z.enum(localeCodes),
  logo: z.string(),
  storeLinks: z.object({ apple: z.string(), google: z.string() }),
  newsSite: z.string(),
  /** Where the error screen sends a user whose problem goes on ("support contact", spec document 1 §2). */
  supportEmail: z.email(),
  /**
   * The brand's support telephone, as people dial it ("+45 70 20 30 40"): the member import guide names it (spec
   * document 1 §2). Optional: a brand without a phone line shows its e-mail there instead.
   */
  supportPhone: z.optional(z.string().check(z.regex(/^\+?[0-9][0-9 ]{5,19}$/))),
  tokens: z.record(z.string(), z.string()),
});
export type BrandFile = z.infer<typeof brandFile>;

/** The domain settings the web reads for its host from `/paths/paths.json`. */
export const domainSettings = z.object({
  brand: z.string(),
  companyName: z.string(),
  locale: z.enum(localeCodes),
  logo: z.string(),
  storeLinks: z.object({ apple: z.string(), google: z.string() }),
  newsSite: z.string(),
  supportEmail: z.string(),
  supportPhone: z.optional(z.string()),
});
export type DomainSettings = z.infer<typeof domainSettings>;

/** The domain settings a brand gives each of its hosts. */
export const domainSettingsOf = (brand: BrandFile): DomainSettings => ({
  brand: brand.id,
  companyName: brand.companyName,
  locale: brand.defaultLocale,
  logo: brand.logo,
  storeLinks: brand.storeLinks,
  newsSite: brand.newsSite,
  supportEmail: brand.supportEmail,
  ...(brand.supportPhone ? { supportPhone: brand.supportPhone } : {}),
});

export const pathsFile = z.object({
  /** The API base the web calls (normally `{origin}/api`). */
  apiBase: z.string(),
  /** The feature configuration address. */
  features: z.string(),
  /** The settings used for a host that no brand names. */
  defaultDomain: domainSettings,
  /** Domain settings by host name. */
  domains: z.record(z.string(), domainSettings),
  /** Where the web reports errors (a Sentry DSN); absent when the deployment reports none. */
  sentryDsn: z.optional(z.url()),
});
export type PathsFile = z.infer<typeof pathsFile>;

/** The domain settings for a host: its brand's, or the default. */
export const settingsForHost = (paths: PathsFile, host: string): DomainSettings =>
  paths.domains[host.toLowerCase()] ?? paths.defaultDomain;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * GET /paths/paths.json with a random cache-busting parameter, retried up to 3 times, 1 s apart (spec doc 1 §7).
 */
export const loadPaths = async (
  fetchFn: typeof globalThis.fetch,
  origin: string,
  { attempts = 3, delayMs = 1000 }: { attempts?: number; delayMs?: number } = {},
): Promise<PathsFile> => {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const response = await fetchFn(`${origin}/paths/paths.json?v=${Math.random().toString(36).slice(2)}`);
      if (!response.ok) throw new Error(`paths.json answered ${response.status}`);
      return pathsFile.parse(await response.json());
    } catch (error) {
      lastError = error;
      if (attempt < attempts) await wait(delayMs);
    }
  }
  throw lastError instanceof Error ? lastError : new Error('paths.json could not be loaded');
};
