// Which stories are screenshotted, and in which themes they are screenshotted and axe-checked (AREAS
// point 7, ADR 012). One rule for the test-runner (.storybook/test-runner.ts) and for the script that
// finds stale baselines (scripts/test-storybook.mjs), so the two cannot disagree.
//
// - Design-system stories (packages/ui): every theme — default, dark and each partner brand.
// - Screen stories (files under apps/web/src): the default theme only. Their look is the ui components',
//   which are already snapshotted in every theme; a screen adds layout, and layout does not change with a
//   theme. One story per area (its richest state) carries the tag `themes` and runs in every theme, so a
//   screen that breaks in dark or in a partner brand is still caught.
// - `tags: ['!snapshot']` (Storybook's own tag removal): a play test with axe, no screenshot — for states
//   that differ from another story only by a ui component already snapshotted (an error under a field, a
//   spinner in a button, a notice).
// axe runs in exactly the themes a story is screenshotted in (the default theme for a play-only screen
// story; every theme for a play-only ui story).

export const DEFAULT_THEME = 'default';
/** The tag that puts a screen story into every theme (one story per area). */
export const THEMES_TAG = 'themes';
/** Storybook's tag for "screenshot me" (.storybook/preview.tsx sets it; `!snapshot` removes it). */
const SNAPSHOT_TAG = 'snapshot';

/**
 * @typedef {object} StoryRef
 * @property {string} id the story id, e.g. `web-auth-login--default`
 * @property {string} [importPath] the story file, as index.json and `parameters.fileName` give it
 * @property {readonly string[]} [tags]
 */

/**
 * A screen story of the web app (its file lies under apps/web/src); the id is the fallback.
 * @param {StoryRef} story
 */
function isScreenStory(story) {
  if (story.importPath) return /^(\.\/)?apps\/web\/src\//.test(story.importPath);
  return story.id.startsWith('web-');
}

/**
 * The themes a story is checked in, and whether it is screenshotted there.
 * @param {StoryRef} story
 * @param {readonly string[]} allThemes every theme of the toolbar, the default first
 * @returns {{ themes: string[]; snapshot: boolean }}
 */
export function visualPlan(story, allThemes) {
  const tags = story.tags ?? [];
  const themes = isScreenStory(story) && !tags.includes(THEMES_TAG) ? [DEFAULT_THEME] : [...allThemes];
  return { themes, snapshot: tags.includes(SNAPSHOT_TAG) };
}

/**
 * The name of a story's baseline in a theme; the file is `<storyId>--<theme>.png`.
 * @param {string} storyId
 * @param {string} theme
 */
export const baselineName = (storyId, theme) => `${storyId}--${theme}`;

/**
 * The area a screen story belongs to: `features/<area>/…` or `shell`; undefined for a ui story.
 * @param {StoryRef} story
 */
export function screenArea(story) {
  if (!isScreenStory(story) || !story.importPath) return undefined;
  const path = story.importPath.replace(/^(\.\/)?apps\/web\/src\//, '');
  return /^features\/([^/]+)\//.exec(path)?.[1] ?? (path.includes('/') ? path.split('/')[0] : 'app');
}
