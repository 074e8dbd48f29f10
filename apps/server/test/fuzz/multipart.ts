import fc from 'fast-check';
import { hostileValue } from './hostileValues.js';
import { tagged, type InputClass, type Tag, type Tagged } from './inputClasses.js';
import { jsonText, RawJson } from './jsonText.js';
import { isFile, type SchemaNode } from './schemaNode.js';
import { pngPart, validObject, type FilePart, type ValidContext } from './validValues.js';
import type { IdChoice } from './worldIds.js';

/** Multipart bodies: valid ones for multipart entries, and the ways an upload goes wrong. */

export const BOUNDARY = '----klubhus-fuzz-7MA4YWxkTrZu0gW';
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

export type MultipartPart =
  { readonly name: string; readonly text: string } | { readonly name: string; readonly file: FilePart };

/** The parts as bytes, with the closing boundary unless `truncated`. */
export const encodeMultipart = (parts: readonly MultipartPart[], { truncated = false } = {}): Buffer => {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'file' in part
        ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.file.filename}"\r\n` +
          `Content-Type: ${part.file.contentType}\r\n\r\n`
        : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`;
    chunks.push(Buffer.from(head, 'utf8'));
    chunks.push('file' in part ? Buffer.from(part.file.bytes) : Buffer.from(part.text, 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  if (!truncated) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
};

/** Form values travel as text: objects as JSON, the rest as `String()` gives them. */
const asText = (value: unknown): string =>
  value instanceof RawJson ? value.text : typeof value === 'object' && value !== null ? jsonText(value) : String(value);

/** An object of values as parts: files as file parts, everything else as text fields. */
export const partsOf = (values: Record<string, unknown>): MultipartPart[] =>
  Object.entries(values).map(([name, value]) =>
    typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'file'
      ? { name, file: value as FilePart }
      : { name, text: asText(value) },
  );

const file = (filename: string, contentType: string, bytes: Uint8Array | string): FilePart => ({
  kind: 'file',
  filename,
  contentType,
  bytes: typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes,
});

/** Files that are no image, or lie about being one. */
const notImages: readonly FilePart[] = [
  file('hello.txt', 'text/plain', 'hello'),
  file('logo.png', 'image/png', 'GIF89a but not really'),
  file('logo.png', 'image/png', new Uint8Array(0)),
  file('logo.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  file('logo.png', 'application/octet-stream', new Uint8Array([0, 1, 2, 3, 255, 254])),
];

/** Names a stored file must never take over. */
const hostileFilenames: readonly string[] = [
  '../../../etc/passwd',
  '..\\..\\windows\\logo.png',
  'a\u0000.png',
  `${'x'.repeat(1_000)}.png`,
  '\u202Egnp.exe',
  '"; name="image.png',
  '😀.png',
  '',
  '/absolute/logo.png',
];

type Variant = readonly [InputClass, (parts: MultipartPart[], fileKey: string) => MultipartPart[]];

/** Ways to spoil the file part named `fileKey`. */
const fileVariants: readonly Variant[] = [
  ['multipartNoFile', (parts, key) => parts.filter((part) => part.name !== key)],
  ['multipartTwoFiles', (parts, key) => [...parts, { name: key, file: pngPart }]],
  [
    'multipartNotImage',
    (parts, key) => [...parts.filter((part) => part.name !== key), { name: key, text: 'not a file' }],
  ],
  ...notImages.map((notImage): Variant => [
    'multipartNotImage',
    (parts, key) => [...parts.filter((part) => part.name !== key), { name: key, file: notImage }],
  ]),
  ...hostileFilenames.map((filename): Variant => [
    'hostileFilename',
    (parts, key) => [...parts.filter((part) => part.name !== key), { name: key, file: { ...pngPart, filename } }],
  ]),
];

/** Ways to spoil the body as a whole. */
const bodyVariants: readonly Variant[] = [
  ['multipartHugeField', (parts) => [...parts, { name: 'note', text: 'n'.repeat(70 * 1024) }]],
  ['extraKey', (parts) => [...parts, { name: 'unknownField', text: 'x' }]],
  ['extraKey', (parts) => [...parts, { name: 'attachment', file: pngPart }]],
  ['extraKey', (parts) => [...parts, { name: '__proto__', text: '{"admin":true}' }]],
];

/** Parts for a multipart entry: valid, or spoilt in one of the ways above. */
export const multipartChoices = (
  node: SchemaNode,
  context: ValidContext,
  idsOf: (key: string) => IdChoice | undefined,
): { valid: fc.Arbitrary<Tagged<MultipartPart[]>>; hostile: fc.Arbitrary<Tagged<MultipartPart[]>> } => {
  const properties = node.properties ?? {};
  const fileKeys = Object.keys(properties).filter((key) => isFile(properties[key] ?? {}));
  const textKeys = Object.keys(properties).filter((key) => !fileKeys.includes(key));
  const valid = validObject(node, context, idsOf).map(partsOf);
  const spoilt = (variants: readonly Variant[], key: string) =>
    fc
      .tuple(valid, fc.constantFrom(...variants))
      .map(([parts, [name, spoil]]) => tagged(spoil(parts, key), { class: name, at: key ? `body.${key}` : 'body' }));
  const hostileField = (key: string) =>
    fc
      .tuple(valid, hostileValue(properties[key] ?? {}, idsOf(key)))
      .map(([parts, hostile]) =>
        tagged<MultipartPart[]>(
          [...parts.filter((part) => part.name !== key), { name: key, text: asText(hostile.value) }],
          ...hostile.tags.map((tag): Tag => ({ class: tag.class, at: `body.${key}` })),
        ),
      );
  const fileWhereTextBelongs = (key: string) =>
    valid.map((parts) =>
      tagged<MultipartPart[]>([...parts.filter((part) => part.name !== key), { name: key, file: pngPart }], {
        class: 'multipartNotImage',
        at: `body.${key}`,
      }),
    );
  return {
    valid: valid.map((parts) => tagged(parts)),
    hostile: fc.oneof(
      ...fileKeys.map((key) => ({ weight: 4, arbitrary: spoilt(fileVariants, key) })),
      ...textKeys.map((key) => ({ weight: 3, arbitrary: hostileField(key) })),
      ...textKeys.map((key) => ({ weight: 1, arbitrary: fileWhereTextBelongs(key) })),
      { weight: 2, arbitrary: spoilt(bodyVariants, '') },
    ),
  };
};
