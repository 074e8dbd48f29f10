import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { bundledActivityIcons, type ActivityIcon } from '@klubhus/domain';
import sharp from 'sharp';
import type { FileStorage } from '../../../shared/files/storage.js';

/**
 * The bundled icon set (ADR 024): lucide-static's SVGs, drawn black on transparency as PNGs of
 * `BUNDLED_ICON_SIZE` px into `<files root>/icons/<name>.png` the first time a process needs them. A PNG already
 * there is kept (a key never names other bytes: answers of `ChangeColor` are cached as immutable), so a restart
 * only reads them. Nothing is fetched from outside.
 */

/** The folder of the bundled icons below the files root (served as `/files/icons/`). */
export const BUNDLED_ICONS_FOLDER = 'icons';
/** The side of a bundled icon's PNG in pixels: sharp at 4× lucide's 24 px grid, under the 128 px of a stored icon. */
const BUNDLED_ICON_SIZE = 96;

/** Lucide's folder of SVGs, found from the installed package: the same from source (tsx, vitest) and from `dist/`. */
const lucideIconsFolder = (): string => {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('lucide-static/package.json')), 'icons');
};

/** One SVG of lucide as a black-on-transparent PNG: its strokes are `currentColor`, which has no colour outside a page. */
const rasteriseSvg = async (svg: string, size = BUNDLED_ICON_SIZE): Promise<Buffer> => {
  const black = svg.replaceAll('currentColor', '#000000');
  // An SVG's user unit is a pixel at 72 dpi: lucide's 24-unit box drawn at `size` px.
  const density = (72 * size) / 24;
  return sharp(Buffer.from(black), { density })
    .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
};

/** Writes a file so that no reader ever sees half of it (several instances may share a DATA_DIR). */
const writeAtomically = async (target: string, bytes: Uint8Array) => {
  const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(temporary, bytes);
  try {
    await fs.rename(temporary, target);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
};

const ensureIcon = async (folder: string, sourceFolder: string, name: string): Promise<Uint8Array> => {
  const target = path.join(folder, `${name}.png`);
  const existing = await fs.readFile(target).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (existing) return existing;
  const png = await rasteriseSvg(await fs.readFile(path.join(sourceFolder, `${name}.svg`), 'utf8'));
  await writeAtomically(target, png);
  return png;
};

/** The set's PNGs of one files root, made once a process: concurrent first calls share one promise. */
const bundledByRoot = new Map<string, Promise<ActivityIcon[]>>();

/** The bundled icons, written under `<root>/icons/` if missing, with their URLs and base64. */
export const ensureBundledIcons = (files: FileStorage): Promise<ActivityIcon[]> => {
  const known = bundledByRoot.get(files.root);
  if (known) return known;
  const made = (async () => {
    const folder = path.join(files.root, BUNDLED_ICONS_FOLDER);
    await fs.mkdir(folder, { recursive: true });
    const sourceFolder = lucideIconsFolder();
    return Promise.all(
      bundledActivityIcons.map(async (name) => {
        const png = await ensureIcon(folder, sourceFolder, name);
        const fileName = `${name}.png`;
        return {
          fileName,
          url: files.url(`${BUNDLED_ICONS_FOLDER}/${fileName}`),
          base64: Buffer.from(png).toString('base64'),
        };
      }),
    );
  })();
  // A failure (a full disk) is not remembered: the next call tries again.
  made.catch(() => bundledByRoot.delete(files.root));
  bundledByRoot.set(files.root, made);
  return made;
};
