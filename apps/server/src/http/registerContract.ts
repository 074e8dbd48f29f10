import type { Contract, ContractEntry, EntryRequest, HandlerOutput } from '@klubhus/domain';
import { apiErrorBody } from '@klubhus/domain';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { locatedInBody, narrowAuth, type AuthOf } from './access.js';
import { documentedAnswer, sendAnswer } from './answers.js';
import { uploadLimitsOf } from './multipartBody.js';
import { refuseNul } from './nulGuard.js';

/** What a handler gets: the validated request, and the caller as its access level has already proven it. @public */
export interface HandlerContext<E extends ContractEntry> extends EntryRequest<E> {
  auth: AuthOf<E['access']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** @public extension point for later areas */
export interface RouteOptions {
  /** Attempts per minute and client before the route answers 429. */
  rateLimit?: { max: number; timeWindow?: number | string };
}

/** @public extension point for later areas */
export type Handler<E extends ContractEntry> = (
  context: HandlerContext<E>,
) => Promise<HandlerOutput<E>> | HandlerOutput<E>;
/** @public extension point for later areas */
export type HandlerSpec<E extends ContractEntry> = Handler<E> | ({ handler: Handler<E> } & RouteOptions);

/** One handler per entry: a missing handler is a type error, an unserved entry fails `assertContractServed`. */
export type Handlers<C extends Contract> = { [K in keyof C]: HandlerSpec<C[K]> };

const API_PREFIX = '/api';

const errorStatuses = [400, 401, 403, 404, 409, 413, 415, 429, 503] as const;

/**
 * How an entry's body is read, checked at start-up: a multipart entry locates its club and group in the path or
 * query (its upload is read only once access is decided), and each entry declares only the limit of its kind.
 */
const bodyOptions = (
  key: string,
  entry: ContractEntry,
): { bodyLimit?: number; config: Pick<FastifyContextConfig, 'requestType' | 'upload'> } => {
  const requestType = entry.requestType ?? 'json';
  if (requestType === 'multipart') {
    if (locatedInBody(entry.club, entry.group)) {
      throw new Error(
        `${key}: a multipart entry must locate its club and group in the path or the query, not the body`,
      );
    }
    if (entry.bodyLimit !== undefined)
      throw new Error(`${key}: a multipart entry declares \`upload\`, not \`bodyLimit\``);
    return { config: { requestType, upload: uploadLimitsOf(entry.upload) } };
  }
  if (entry.upload) throw new Error(`${key}: \`upload\` is for multipart entries only`);
  return {
    config: { requestType },
    ...(entry.bodyLimit === undefined ? {} : { bodyLimit: entry.bodyLimit }),
  };
};

/** Registers one Fastify route per contract entry with the entry's schemas and access level. */
export const registerContract = <C extends Contract>(app: FastifyInstance, contract: C, handlers: Handlers<C>) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const key of Object.keys(contract) as (keyof C & string)[]) {
    const entry = contract[key] as ContractEntry;
    const spec = handlers[key] as HandlerSpec<ContractEntry>;
    const { handler, rateLimit } = typeof spec === 'function' ? { handler: spec, rateLimit: undefined } : spec;
    const responseType = entry.responseType ?? 'json';
    const success = entry.successStatus ?? (responseType === 'none' ? 204 : 200);
    const response: Record<number, unknown> = Object.fromEntries(errorStatuses.map((status) => [status, apiErrorBody]));
    const documented = documentedAnswer(entry);
    if (documented !== undefined) response[success] = documented;
    const body = bodyOptions(key, entry);
    typed.route({
      method: entry.method as HTTPMethods,
      url: `${API_PREFIX}${entry.path}`,
      schema: {
        operationId: key,
        summary: entry.summary,
        tags: [entry.path.split('/').filter((part) => !/^v\d$/.test(part))[1] ?? 'system'],
        ...(entry.access === 'public'
          ? {}
          : { security: [entry.access === 'client' ? { client: [] } : { bearer: [] }] }),
        ...(entry.params ? { params: entry.params } : {}),
        ...(entry.query ? { querystring: entry.query } : {}),
        ...(entry.body ? { body: entry.body } : {}),
        ...(entry.requestType === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
        response,
      },
      ...(body.bodyLimit === undefined ? {} : { bodyLimit: body.bodyLimit }),
      config: {
        access: entry.access,
        club: entry.club,
        group: entry.group,
        ...body.config,
        ...(rateLimit ? { rateLimit } : {}),
      },
      preValidation: refuseNul,
      handler: async (request, reply) => {
        const result = await handler({
          params: request.params,
          query: request.query,
          body: request.body,
          auth: narrowAuth(entry.access, request.auth),
          request,
          reply,
        } as HandlerContext<ContractEntry>);
        if (reply.sent) return reply;
        return sendAnswer(request, reply, entry, result, success);
      },
    });
  }
};

/** Entries of a contract that the app does not serve; the suite fails when this is not empty. */
export const unservedEntries = (app: FastifyInstance, contract: Contract): string[] =>
  Object.entries(contract)
    .filter(([, entry]) => !app.hasRoute({ method: entry.method, url: `${API_PREFIX}${entry.path}` }))
    .map(([key, entry]) => `${key}: ${entry.method} ${API_PREFIX}${entry.path}`);
