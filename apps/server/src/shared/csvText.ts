import iconv from 'iconv-lite';

/**
 * How the server reads an uploaded CSV's text (ADR 020, ADR 027): the member import's and the fixture import's files
 * come from Excel or an association's system, in UTF-8 or in Windows-1252, with `;` or `,` between cells.
 */

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The file's text: UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), else Windows-1252. */
export const decodeCsvText = (bytes: Uint8Array): string => {
  try {
    // `fatal`: one byte sequence that is not UTF-8 (Excel's "ø" in Windows-1252 is 0xF8) throws.
    return utf8.decode(bytes);
  } catch {
    return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'windows-1252');
  }
};

/**
 * The delimiter of a line: `;` or `,`, whichever it has more of outside quotes (`;` on a tie). `from` is where the line
 * starts (the header line of a file with title lines above it).
 */
export const csvDelimiterOf = (text: string, from = 0): ';' | ',' => {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (let at = from; at < text.length; at += 1) {
    const char = text[at];
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ';') semicolons += 1;
    else if (!quoted && char === ',') commas += 1;
  }
  return commas > semicolons ? ',' : ';';
};
