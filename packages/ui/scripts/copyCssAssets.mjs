// The Tailwind CLI inlines @fontsource's CSS but leaves its `url(./files/...)` as they were, so the font
// files are copied beside dist/styles.css: the package then ships one self-contained stylesheet.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const fontDir = join(dirname(createRequire(import.meta.url).resolve('@fontsource/inter/400.css')), 'files');
const css = readFileSync(join(dist, 'styles.css'), 'utf8');
const files = [...new Set([...css.matchAll(/url\(\.\/files\/([^)]+)\)/g)].map((match) => match[1]))];

mkdirSync(join(dist, 'files'), { recursive: true });
for (const file of files) copyFileSync(join(fontDir, file), join(dist, 'files', file));
console.log(`copied ${files.length} font files to dist/files`);
