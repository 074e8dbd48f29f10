import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { Db } from '../../db/connect.js';
import { isLoopbackPeer } from '../../http/clientAddress.js';
import { notFound } from '../../http/HttpError.js';
import { renderMailDetail, renderMailList } from './page.js';
import type { SecretLinkMinters } from '../../shared/mail/mail.js';
import { findOutboxMail, listOutboxMails, readableMail } from './repo.js';

const LIMIT = 200;
const html = 'text/html; charset=utf-8';

/**
 * The development mailbox: mail in the outbox, newest first, as a page and as JSON (for tests and
 * browser journeys). Registered only outside production (src/app.ts); hidden from /api/docs.
 *
 * Mail can hold what only its recipient should see, so the mailbox answers only this machine: the socket's
 * peer must be a loopback address. A forwarded header never counts, and anyone else gets the 404 an
 * unknown path gets.
 */
export const installDevMailRoutes = (
  app: FastifyInstance,
  options: { db: Db; smtpConfigured: boolean; secretLinks: SecretLinkMinters },
) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db, secretLinks: minters } = options;
  const onlyThisMachine = {
    onRequest: async (request: FastifyRequest) => {
      if (!isLoopbackPeer(request)) throw notFound(`No route ${request.method} ${request.url.split('?')[0] ?? ''}`);
    },
  };

  typed.get('/dev/mail', { ...onlyThisMachine, schema: { hide: true } }, async (_request, reply) => {
    const mails = await Promise.all(
      (await listOutboxMails(db, { limit: LIMIT })).map((mail) => readableMail(mail, { mint: false, minters })),
    );
    return reply
      .type(html)
      .header('Cache-Control', 'no-store')
      .send(renderMailList(mails, { smtpConfigured: options.smtpConfigured, limit: LIMIT }));
  });

  typed.get(
    '/dev/mail.json',
    { ...onlyThisMachine, schema: { hide: true, querystring: z.object({ to: z.string().optional() }) } },
    async (request, reply) =>
      reply.header('Cache-Control', 'no-store').send(
        // Tools read links from here, so held mail gets its links made (mint: each read ends the earlier link).
        await Promise.all(
          (await listOutboxMails(db, { to: request.query.to, limit: LIMIT })).map((mail) =>
            readableMail(mail, { mint: true, minters }),
          ),
        ),
      ),
  );

  typed.get(
    '/dev/mail/:id',
    {
      ...onlyThisMachine,
      schema: { hide: true, params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) },
    },
    async (request, reply) => {
      const mail = await findOutboxMail(db, request.params.id);
      if (!mail) throw notFound(`No mail ${request.params.id} in the outbox`);
      return reply
        .type(html)
        .header('Cache-Control', 'no-store')
        .send(renderMailDetail(await readableMail(mail, { mint: true, minters })));
    },
  );
};
