import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';

/** One part of a multipart body: a text field, or a file. */
export type FormPart =
  { name: string; value: string } | { name: string; filename: string; type: string; bytes: Uint8Array | string };

const CRLF = '\r\n';

/** A multipart body built by hand, so that a test controls every part, limit and byte. */
export const multipartOf = (parts: readonly FormPart[]) => {
  const boundary = `----klubhus${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = 'filename' in part;
    const disposition = `form-data; name="${part.name}"${file ? `; filename="${part.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${boundary}${CRLF}Content-Disposition: ${disposition}${CRLF}` +
          `${file ? `Content-Type: ${part.type}${CRLF}` : ''}${CRLF}`,
      ),
      Buffer.from(file ? part.bytes : part.value),
      Buffer.from(CRLF),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--${CRLF}`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(chunks), boundary };
};

/**
 * The head and tail of a multipart body with one file of `fileBytes` bytes, for a client that streams the file
 * itself (so that no test holds megabytes in memory).
 */
export const streamedFileUpload = (fileBytes: number, type = 'image/png') => {
  const boundary = `----klubhus${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}${CRLF}Content-Disposition: form-data; name="image"; filename="big.png"${CRLF}` +
      `Content-Type: ${type}${CRLF}${CRLF}`,
  );
  const tail = Buffer.from(`${CRLF}--${boundary}--${CRLF}`);
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    head,
    tail,
    contentLength: head.length + fileBytes + tail.length,
  };
};

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** Parses one HTTP/1.1 answer with a Content-Length out of what a socket received so far; `undefined` until complete. */
const parseAnswer = (received: Buffer): RawAnswer | undefined => {
  const end = received.indexOf('\r\n\r\n');
  if (end === -1) return undefined;
  const [statusLine = '', ...lines] = received.subarray(0, end).toString('latin1').split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  const length = Number(headers['content-length'] ?? 0);
  if (received.length < end + 4 + length) return undefined;
  const text = received.subarray(end + 4, end + 4 + length).toString('utf8');
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
};

/**
 * A request written by hand on a plain socket: the test decides what of the body is sent and when. (Node's own
 * client stops sending once an answer has arrived, so it cannot show that the server reads and drops the rest.)
 * `answer` settles with the first complete answer, or fails when the socket closes without one.
 */
export const rawRequest = (
  port: number,
  { method, path: target, headers }: { method: string; path: string; headers: Record<string, string> },
) => {
  const socket = net.connect(port, '127.0.0.1');
  socket.setNoDelay(true);
  const head = [
    `${method} ${target} HTTP/1.1`,
    'Host: 127.0.0.1',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  socket.write(`${head.join('\r\n')}\r\n\r\n`);
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    let received = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const parsed = parseAnswer(received);
      if (parsed) resolve(parsed);
    });
    socket.once('close', () => reject(new Error('the socket closed without a complete answer')));
    socket.on('error', () => undefined); // a close follows; the answer, if any, has been read
  });
  return { socket, answer };
};

/** Writes `chunk` to the socket `times` times, waiting whenever the socket asks the writer to. */
export const writeRepeated = async (socket: net.Socket, chunk: Buffer, times: number) => {
  for (let index = 0; index < times; index++) {
    if (!socket.write(chunk)) await once(socket, 'drain');
  }
};

/** Every file below the uploads' temporary folder (`DATA_DIR/tmp/uploads/<app>/<file>`). */
export const tempUploads = (dataDir: string): string[] => {
  const root = path.join(dataDir, 'tmp', 'uploads');
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root).flatMap((folder) => {
    const dir = path.join(root, folder);
    return fs.statSync(dir).isDirectory() ? fs.readdirSync(dir).map((name) => path.join(dir, name)) : [];
  });
};
