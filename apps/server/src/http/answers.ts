import { Readable, pipeline } from 'node:stream';
import type { ContractEntry, CsvRows, ImageAnswer, ResponseType } from '@klubhus/domain';
import { stringify } from 'csv-stringify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';

/**
 * The answer kinds of the contract (`ResponseType`) as HTTP: their media types, their documentation in
 * OpenAPI, and how each is written. JSON goes through Fastify's serialiser, which checks it against the
 * entry's schema; every other kind is written here as it is.
 */

const mediaTypes: Record<ResponseType, string> = {
  json: 'application/json',
  none: 'application/json',
  text: 'text/plain',
  calendar: 'text/calendar',
  csv: 'text/csv',
  image: 'image/*',
};

/** The success answer's documentation: JSON by its schema, every other kind under its media type. */
export const documentedAnswer = (entry: ContractEntry): unknown => {
  const type = entry.responseType ?? 'json';
  if (type === 'json') return entry.response;
  if (type === 'none') return undefined;
  return { description: 'OK', content: { [mediaTypes[type]]: { schema: entry.response } } };
};

/** The CSV the spec's exports are: UTF-8 with a BOM (so Excel reads æøå), `;`-separated, one row at a time. */
const csvStream = (request: FastifyRequest, rows: CsvRows): Readable =>
  pipeline(
    Readable.from(rows),
    stringify({ bom: true, delimiter: ';', record_delimiter: '\n', cast: { boolean: (value) => (value ? '1' : '0') } }),
    (error) => {
      // Headers are out by then: the connection is cut, and the reason goes to the log.
      if (error) request.log.error({ err: error }, 'CSV export failed part-way');
    },
  );

/** Writes a handler's result as the entry's answer kind, with the entry's success status. */
export const sendAnswer = (
  request: FastifyRequest,
  reply: FastifyReply,
  entry: ContractEntry,
  result: unknown,
  success: number,
): FastifyReply => {
  const type = entry.responseType ?? 'json';
  reply.code(success);
  switch (type) {
    case 'none':
      return reply.send();
    case 'json':
      return reply.type('application/json; charset=utf-8').send(result);
    case 'text':
    case 'calendar': {
      const checked = entry.response.safeParse(result);
      if (!checked.success) throw new ResponseSerializationError(entry.method, request.url, { cause: checked.error });
      return reply.type(`${mediaTypes[type]}; charset=utf-8`).send(result);
    }
    case 'csv':
      return reply.type('text/csv; charset=utf-8').send(csvStream(request, result as CsvRows));
    case 'image': {
      const { bytes, contentType, cacheSeconds } = result as ImageAnswer;
      if (cacheSeconds !== undefined && entry.access === 'public') {
        reply.header('Cache-Control', `public, max-age=${Math.max(0, Math.floor(cacheSeconds))}, immutable`);
      }
      return reply.type(contentType).send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    }
  }
};
