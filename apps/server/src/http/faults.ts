import type { FastifyInstance } from 'fastify';

const FAULT_HEADER = 'x-klubhus-fault';

/**
 * Test-only fault injection (ARCHITECTURE §3): with KLUBHUS_FAULTS=1 an `/api` request carrying
 * `x-klubhus-fault: <status>` is answered with that status, so browser journeys can show the error
 * handling against the real server. `loadConfig` refuses the setting in production.
 */
export const installFaults = (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.headers[FAULT_HEADER];
    if (typeof raw !== 'string' || !request.url.startsWith('/api/')) return;
    const status = Number(raw);
    if (!Number.isInteger(status) || status < 200 || status > 599) return;
    if (status === 204) return reply.code(204).send();
    return reply.code(status).send({ statusCode: status, message: `Injected fault ${status}`, code: 'fault' });
  });
};
