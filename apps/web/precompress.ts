import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The build's text files worth compressing; fonts and images are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|css|svg|json)$/;
/** Below this a compressed answer saves less than its own headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) sibling (`x.js.br`, `x.js.gz`) beside every output file
 * of the build over 1 KB, so the server answers them as they are (`@fastify/static`'s `preCompressed`) and
 * never compresses a file per request. Runs after the files are written, so it sees whatever other plugins
 * emitted; the siblings stay out of the bundle (and out of any manifest). `scripts/check-compressed.mjs`
 * checks the result. index.html is left out: the server answers it from memory, compressed there.
 */
export const precompress = (): Plugin => ({
  name: 'klubhus:precompress',
  apply: 'build',
  enforce: 'post',
  async writeBundle({ dir }, bundle) {
    if (!dir) return;
    // `.vite/` holds the build's own records (a manifest), which are never served.
    const names = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name) && !name.startsWith('.'));
    await Promise.all(
      names.map(async (name) => {
        // What is on disk is what the server answers, whatever wrote it last.
        const file = path.join(dir, name);
        const bytes = await fs.readFile(file);
        if (bytes.length <= MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(bytes, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
      }),
    );
  },
});
