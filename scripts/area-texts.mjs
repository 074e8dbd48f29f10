// The areas' texts must not load on /login (ADR 015): they load with the area's routes. check-login-size.mjs looks
// for them in the JavaScript a cold /login loads. The areas are read from their registry,
// `apps/web/src/i18n/areaTexts.ts` (one `import.meta.glob('./locales/*/<area>.json')` per area), not from what the
// main bundle imports, so that an area's file imported there by mistake is caught rather than taken for a core one.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const i18nDir = join(root, 'apps/web/src/i18n');
const localesDir = join(i18nDir, 'locales');

/**
 * Single words and short texts ("Status", "Administrator") may occur in any code by chance (a key, a name); phrases
 * of some length say which file they came from.
 */
const MIN_LENGTH = 12;

/** The areas registered in `areaTexts.ts`; none found is an error, so that the check cannot pass by finding nothing. */
export function areaNamespaces(source = readFileSync(join(i18nDir, 'areaTexts.ts'), 'utf8')) {
  const areas = [...source.matchAll(/import\.meta\.glob(?:<[^>]*>)?\(\s*'\.\/locales\/\*\/([\w-]+)\.json'/g)].map(
    (match) => match[1],
  );
  if (areas.length === 0)
    throw new Error('No area found in apps/web/src/i18n/areaTexts.ts (import.meta.glob per area)');
  return areas;
}

const leaves = (value) =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(leaves) : [];

/** Every locale's texts by namespace: `{ members: ['Medlemmer', …], … }`, all locales together. */
function textsByNamespace(dir = localesDir) {
  const byNamespace = {};
  for (const code of readdirSync(dir)) {
    for (const file of readdirSync(join(dir, code)).filter((name) => name.endsWith('.json'))) {
      const namespace = file.slice(0, -'.json'.length);
      (byNamespace[namespace] ??= []).push(...leaves(JSON.parse(readFileSync(join(dir, code, file), 'utf8'))));
    }
  }
  return byNamespace;
}

/**
 * The texts only an area has, in any locale: `[{ area, text }]`, each text of its files that no other file of any
 * locale has (nor holds within a longer text), a phrase long enough not to occur by chance, and written in a bundle as it is in the file (no quotes,
 * backslashes or template syntax a bundler would escape).
 */
export function areaOnlyTexts(areas = areaNamespaces(), byNamespace = textsByNamespace()) {
  // A core text may hold an area's text whole (the shell's badge "Ventende anmodninger: {{count}}" holds the requests
  // dialog's title "Ventende anmodninger"): such a text is on /login by right, so it says nothing of where it came from.
  const elsewhere = Object.entries(byNamespace)
    .filter(([namespace]) => !areas.includes(namespace))
    .flatMap(([, texts]) => texts);
  return areas.flatMap((area) =>
    [...new Set(byNamespace[area] ?? [])]
      .filter((text) => text.length >= MIN_LENGTH && text.includes(' ') && !/[`\\'"$\n]/.test(text))
      .filter((text) => !elsewhere.some((other) => other.includes(text)))
      .map((text) => ({ area, text })),
  );
}

/** The area texts found in the given JavaScript files: `[{ name, area, text }]`, at most one per file and area. */
export function areaTextsIn(files, texts = areaOnlyTexts()) {
  return files.flatMap(({ name, body }) => {
    const code = body.toString('utf8');
    const found = new Map();
    for (const { area, text } of texts) if (!found.has(area) && code.includes(text)) found.set(area, text);
    return [...found].map(([area, text]) => ({ name, area, text }));
  });
}
