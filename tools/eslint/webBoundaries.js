// The web app's inner boundaries (ARCHITECTURE §4, docs/adding-an-area.md): which file of apps/web/src may
// import which feature. One rule, because the answer depends on both ends of the import, which
// no-restricted-imports cannot see.
//
// - A feature imports another feature only through its `public.ts`, and only along an edge of
//   `featureDependencies` (the one-way graph below); never the reverse. Its tests, stories and `testing/` files
//   may also use that feature's shared test answers (`testing/answers.ts`), along the same edges.
// - Outside features/, only the shell's route table (`shell/routes.tsx`) imports features, and only their
//   `routeTable`. The shell's stories compose screens, so they may also use a feature's `public.ts`.
import path from 'node:path';

/**
 * Which features a feature may use (through their public.ts). Lower features never know the higher ones:
 * where a lower screen shows a higher feature's part, it offers a slot that the route tables fill.
 */
export const featureDependencies = {
  settings: ['clubs'],
  register: ['auth'],
  invitation: ['auth'],
  joining: ['members'],
  'member-import': ['members'],
  activities: ['members', 'activity-types'],
  'activity-types': ['settings'],
  messages: ['members'],
  sponsors: ['settings'],
};

const webSrc = path.join('apps', 'web', 'src');

/** `{ feature, rest }` for a path inside apps/web/src/features/<feature>/, `rest` without its extension. */
const featureOf = (file) => {
  const marker = `${path.sep}${webSrc}${path.sep}features${path.sep}`;
  const at = file.indexOf(marker);
  if (at === -1) return undefined;
  const [feature, ...rest] = file.slice(at + marker.length).split(path.sep);
  return { feature, rest: rest.join('/').replace(/\.(tsx?|jsx?)$/, '') };
};

const isStory = (file) => /\.stories\.tsx?$/.test(file);
/** A test, a story, or a feature's shared test answers (`testing/`): code that never ships. */
const isTestSupport = (file) => /\.(test|stories)\.tsx?$/.test(file) || file.includes(`${path.sep}testing${path.sep}`);
const isShellRouteTable = (file) => file.endsWith(path.join(webSrc, 'shell', 'routes.tsx'));

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Feature boundaries inside apps/web/src (ARCHITECTURE §4).' },
    schema: [],
    messages: {
      deep: 'Import another feature only through its public.ts: `{{feature}}/public` (docs/adding-an-area.md).',
      direction:
        'features/{{from}} may not depend on features/{{to}}: feature dependencies point one way (featureDependencies in tools/eslint/webBoundaries.js). Offer a slot in the lower screen and fill it from the route table instead.',
      shell:
        'Outside features/, only shell/routes.tsx imports features, and only their routeTable (a feature adds its routes there). Move what several features need into the shell.',
    },
  },
  create(context) {
    const importer = context.filename;
    const from = featureOf(importer);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(importer), source));
      if (!target) return;
      if (from) {
        if (target.feature === from.feature) return;
        // A feature's tests and stories stub the calls of the features it uses with those features' own answers
        // (`testing/answers.ts`), along the same one-way edges.
        const isTestAnswers = target.rest === 'testing/answers' && isTestSupport(importer);
        if (target.rest !== 'public' && !isTestAnswers) {
          context.report({ node: node.source, messageId: 'deep', data: { feature: target.feature } });
        } else if (!(featureDependencies[from.feature] ?? []).includes(target.feature)) {
          context.report({
            node: node.source,
            messageId: 'direction',
            data: { from: from.feature, to: target.feature },
          });
        }
        return;
      }
      if (isShellRouteTable(importer) && target.rest === 'routeTable') return;
      if (isStory(importer) && target.rest === 'public') return;
      context.report({ node: node.source, messageId: 'shell' });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const webBoundaries = { rules: { 'feature-boundaries': rule } };
