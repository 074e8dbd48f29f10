/** What the rule needs of a file: its name and its (often empty or vague) MIME type. */
export type FileLike = Pick<File, 'name' | 'type'>;

/** Spec §5: the import accepts only .csv files; the MIME type covers browsers that report it. */
export const CSV_FILE_TYPES: readonly string[] = ['.csv', 'text/csv'];

/**
 * Whether `file` matches one of `accepted`, like the browser's `accept` attribute: an entry starting with
 * a dot is a file-name extension, `type/*` a MIME family, any other `type/subtype` an exact MIME type
 * (parameters such as `;charset=utf-8` ignored). Case never matters; an empty list accepts every file.
 * One match is enough, so a `.csv` that Windows reports as `application/vnd.ms-excel` is accepted.
 */
export function isAcceptedFile(file: FileLike, accepted: readonly string[]): boolean {
  if (accepted.length === 0) return true;
  const name = file.name.toLowerCase();
  const mime = (file.type.split(';')[0] ?? '').trim().toLowerCase();
  return accepted.some((entry) => {
    const pattern = entry.trim().toLowerCase();
    if (pattern.startsWith('.')) return pattern.length > 1 && name.endsWith(pattern);
    if (!pattern.includes('/') || mime === '') return false;
    if (pattern.endsWith('/*')) return mime.startsWith(pattern.slice(0, -1));
    return mime === pattern;
  });
}

/**
 * The default error for a refused file, from the accepted extensions: "Kun .csv-filer kan bruges",
 * "Kun .csv- og .txt-filer kan bruges"; a list of MIME types only gives "Filtypen kan ikke bruges".
 */
export function rejectedFileMessage(accepted: readonly string[]): string {
  const extensions = [
    ...new Set(accepted.map((entry) => entry.trim().toLowerCase()).filter((e) => e.startsWith('.') && e.length > 1)),
  ];
  if (extensions.length === 0) return 'Filtypen kan ikke bruges';
  const listed = extensions.map((extension) => `${extension}-`);
  const last = listed.pop();
  const joined = listed.length === 0 ? last : `${listed.join(', ')} og ${last}`;
  return `Kun ${joined}filer kan bruges`;
}
