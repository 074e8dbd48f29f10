import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

/**
 * The web app's index.html as the server answers it: the build's page with the tags only the server knows
 * (the multi-organisation flag, the host's brand description), made once at start per brand, in each
 * encoding the server offers.
 */

const MULTI_ORGANISATION_TAG = '<meta name="multi-organisation" content="true" />';
/** The API base tag in either attribute order (a build step may reorder attributes). */
const API_BASE_TAG = /<meta\b[^>]*\bname=["']?api-base["']?[^>]*>/i;
/** A description tag, over several lines too (the formatter wraps long ones). */
const DESCRIPTION_TAG = /<meta\b[^>]*\bname=["']?description["']?[^>]*>/i;

/**
 * Puts a tag right after the API base tag, on its own line with the same indent. A page without an API base
 * tag is a broken build, so the start stops rather than guess a place.
 */
const afterApiBase = (html: string, tag: string, file: string, what: string): string => {
  const match = API_BASE_TAG.exec(html);
  if (!match) throw new Error(`${file}: no <meta name="api-base"> tag to put the ${what} tag after`);
  const end = match.index + match[0].length;
  const indent = /[ \t]*$/.exec(html.slice(0, match.index))?.[0] ?? '';
  return `${html.slice(0, end)}\n${indent}${tag}${html.slice(end)}`;
};

/** Puts the multi-organisation flag right after the API base tag. */
export const withMultiOrganisation = (html: string, file: string): string =>
  afterApiBase(html, MULTI_ORGANISATION_TAG, file, 'multi-organisation');

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};

/** Text made safe inside a double-quoted HTML attribute. */
export const escapeAttribute = (text: string): string =>
  text.replace(/[&"'<>]/g, (char) => ATTRIBUTE_ESCAPES[char] ?? char);

/**
 * Gives the page this description: the build's description tag (the default brand's, for the dev server) is
 * replaced where it stands; a page without one gets it right after the API base tag.
 */
export const withDescription = (html: string, description: string, file: string): string => {
  const tag = `<meta name="description" content="${escapeAttribute(description)}" />`;
  return DESCRIPTION_TAG.test(html)
    ? html.replace(DESCRIPTION_TAG, () => tag)
    : afterApiBase(html, tag, file, 'description');
};

/** The empty root the build's page has (apps/web/index.html); the splash goes inside it. */
const EMPTY_ROOT = /<div id="root"><\/div>/;

/**
 * The brand's splash in the page itself, before any script runs: its logo (preloaded, with high priority), or
 * its name as the wordmark when it has none — the same markup and classes as the web's loading screen
 * (apps/web/src/shell/LoadingScreen.tsx, which replaces it with the same picture and a status line), so the
 * page's largest paint is the logo at first paint, not after start-up (issue 14). The empty line keeps the
 * mark where the loading screen's status text will push it.
 */
export const withSplash = (html: string, brand: { logo: string; companyName: string }, file: string): string => {
  if (!EMPTY_ROOT.test(html)) throw new Error(`${file}: no empty <div id="root"></div> to put the splash in`);
  const mark = brand.logo
    ? `<img src="${escapeAttribute(brand.logo)}" alt="${escapeAttribute(brand.companyName)}" class="h-10 w-auto" fetchpriority="high" />`
    : `<p class="text-lg font-semibold tracking-wide text-brand-soft-fg uppercase">${escapeAttribute(brand.companyName)}</p>`;
  const splash = `<main class="flex min-h-screen flex-col items-center justify-center gap-4 p-6">${mark}<p class="text-fg-muted" aria-hidden="true">&nbsp;</p></main>`;
  const withMark = html.replace(EMPTY_ROOT, () => `<div id="root">${splash}</div>`);
  if (!brand.logo) return withMark;
  const preload = `<link rel="preload" as="image" href="${escapeAttribute(brand.logo)}" fetchpriority="high" />`;
  if (!withMark.includes('</head>')) throw new Error(`${file}: no </head> to put the logo preload before`);
  return withMark.replace('</head>', () => `  ${preload}\n  </head>`);
};

/** The content codings the page is offered in besides identity, the preferred first. */
export const PAGE_ENCODINGS = ['br', 'gzip'] as const;
type PageEncoding = (typeof PAGE_ENCODINGS)[number];

interface PageRepresentation {
  body: Buffer;
  /** Strong, so it differs per encoding as well as per content. */
  etag: string;
  encoding: PageEncoding | undefined;
}

export type Page = Record<PageEncoding | 'identity', PageRepresentation>;

/** One page in every encoding: compressed once here, with the build's assets' settings, never per request. */
export const pageOf = (html: string): Page => {
  const body = Buffer.from(html, 'utf8');
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return {
    identity: { body, etag: `"${hash}"`, encoding: undefined },
    br: {
      body: zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      etag: `"${hash}-br"`,
      encoding: 'br',
    },
    gzip: {
      body: zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
      etag: `"${hash}-gzip"`,
      encoding: 'gzip',
    },
  };
};

/** Whether an If-None-Match header names this ETag (a list, weak forms and `*` included). */
export const matchesETag = (ifNoneMatch: string | undefined, etag: string): boolean =>
  ifNoneMatch !== undefined &&
  ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
