#!/usr/bin/env node
// Fails when a hashed JS or CSS file over 1 KB in the web build (apps/web/dist/assets) lacks its brotli or gzip
// sibling, or has one that does not decompress to the file: the server answers the siblings as they are
// (apps/web/precompress.ts writes them, apps/server/src/http/web.ts serves them).
//   node scripts/check-compressed.mjs [dist folder]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const MIN_BYTES = 1024;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'));
const assets = path.join(dist, 'assets');
if (!fs.existsSync(assets)) {
  console.error(`check-compressed: no web build at ${dist} (run pnpm build)`);
  process.exit(1);
}

const siblings = { br: zlib.brotliDecompressSync, gz: zlib.gunzipSync };
const decompressesTo = (decompress, compressed, bytes) => {
  try {
    return decompress(compressed).equals(bytes);
  } catch {
    return false;
  }
};
const problems = [];
let checked = 0;
for (const name of fs.readdirSync(assets, { recursive: true })) {
  if (!/\.(?:js|css)$/.test(name)) continue;
  const bytes = fs.readFileSync(path.join(assets, name));
  if (bytes.length <= MIN_BYTES) continue;
  checked++;
  for (const [extension, decompress] of Object.entries(siblings)) {
    const sibling = path.join(assets, `${name}.${extension}`);
    if (!fs.existsSync(sibling)) problems.push(`assets/${name}: no .${extension} sibling`);
    else if (!decompressesTo(decompress, fs.readFileSync(sibling), bytes)) {
      problems.push(`assets/${name}.${extension} does not decompress to assets/${name}`);
    }
  }
}
// A build with nothing to check is a broken build (or a wrong folder), not a pass.
if (checked === 0) problems.push('no JS or CSS over 1 KB at all');
for (const problem of problems) console.error(`check-compressed: ${problem}`);
console.log(
  problems.length === 0
    ? `check-compressed: ${checked} JS/CSS files over 1 KB, each with .br and .gz siblings`
    : `check-compressed: ${problems.length} problem(s) in ${dist}`,
);
process.exit(problems.length === 0 ? 0 : 1);
