import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { Mail } from './mailbox';
import PostalMime from 'postal-mime';

/**
 * A real SMTP peer for the journeys: the server's outbox worker delivers to it over SMTP (SMTP_URL), and
 * it writes every message it accepts as one JSON file (`Mail`) into `dir`, where the test workers —
 * other processes — read it (`waitForMail`). No authentication, no TLS: it listens on loopback only.
 * Resolves once it listens; a port in use rejects with a message that names E2E_SMTP_PORT.
 */
export const startSmtpPeer = async (dir: string, port: number): Promise<SMTPServer> => {
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const peer = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // No reverse DNS for the client: on a closed network the lookup only waits for its timeout.
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', async () => {
        try {
          const parsed = await PostalMime.parse(Buffer.concat(chunks));
          const mail: Mail = {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            receivedAt: new Date().toISOString(),
            subject: parsed.subject ?? '',
            from: parsed.from ? `${parsed.from.name} <${parsed.from.address ?? ''}>` : '',
            text: parsed.text,
            html: parsed.html,
          };
          const name = `${Date.now()}-${process.pid}-${++count}.json`;
          // Written aside and renamed, so a reader never sees half a file.
          fs.writeFileSync(path.join(dir, `.${name}`), JSON.stringify(mail, null, 2));
          fs.renameSync(path.join(dir, `.${name}`), path.join(dir, name));
          callback();
        } catch (error) {
          callback(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    peer.server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          `The journeys' SMTP peer cannot listen on 127.0.0.1:${port} (${error.code ?? error.message}); ` +
            'set E2E_SMTP_PORT to a free port',
        ),
      ),
    );
    peer.listen(port, '127.0.0.1', resolve);
  });
  // It must not keep the test runner alive once the run is over.
  peer.server.unref();
  return peer;
};
