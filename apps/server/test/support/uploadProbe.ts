import fs from 'node:fs';
import { defineContract, defineEntry } from '@klubhus/domain';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { buildApp } from '../../src/app.js';
import type { Database } from '../../src/db/connect.js';
import { outbox } from '../../src/db/schema/index.js';
import { registerContract } from '../../src/http/registerContract.js';
import { testConfig } from './testConfig.js';
import { createTestDatabase } from './testDatabase.js';
import { tempUploads } from './uploads.js';

/**
 * Test-only entries for the request-body tests: an upload with room of its own (`upload`), which reports what
 * reached its handler and writes an outbox row (so "nothing written" can be read back), and a JSON entry that
 * names its club in the body (authorised after parsing).
 */
export const uploadContract = defineContract({
  uploadProbe: defineEntry({
    method: 'POST',
    path: '/v3/test/clubs/:club/uploads',
    summary: 'test: an upload of up to 3 small files and 2 short notes, 4 parts in all',
    access: 'admin',
    club: { in: 'params', key: 'club' },
    params: z.object({ club: z.coerce.number().int() }),
    requestType: 'multipart',
    upload: { files: 3, fileBytes: 64 * 1024, fields: 2, fieldBytes: 32, parts: 4 },
    body: z.object({
      file: z.union([z.file(), z.array(z.file())]),
      note: z.union([z.string(), z.array(z.string())]).optional(),
    }),
    response: z.object({
      files: z.array(z.object({ name: z.string(), type: z.string(), size: z.number(), onDisk: z.boolean() })),
      tempFiles: z.number(),
    }),
  }),
  jsonProbe: defineEntry({
    method: 'POST',
    path: '/v3/test/json-probe',
    summary: 'test: a JSON call naming its club in the body',
    access: 'admin',
    club: { in: 'body', key: 'clubId' },
    body: z.object({ clubId: z.number().int(), text: z.string() }),
    response: z.object({ length: z.number() }),
  }),
});

export interface UploadApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** The listening port (127.0.0.1). */
  port: number;
  close: () => Promise<void>;
}

/** The real app on a database and data folder of its own, with the probes, listening on a free port. */
export const createUploadApp = async (env: Record<string, string> = {}): Promise<UploadApp> => {
  const dataDir = fs.mkdtempSync(`${fs.realpathSync(process.env.TMPDIR ?? '/tmp')}/klubhus-uploads-`);
  const database = await createTestDatabase();
  const app = await buildApp({
    config: testConfig({ DATA_DIR: dataDir, ...env }),
    database,
    extend: (instance) =>
      registerContract(instance, uploadContract, {
        uploadProbe: async ({ body, auth }) => {
          // What the handler sees while the request lasts: every file is one on disk with the same bytes.
          const temp = tempUploads(dataDir);
          const files = await Promise.all(
            [body.file].flat().map(async (file) => {
              const bytes = Buffer.from(await file.arrayBuffer());
              const onDisk = temp.some((target) => fs.readFileSync(target).equals(bytes));
              return { name: file.name, type: file.type, size: file.size, onDisk };
            }),
          );
          await database.db.insert(outbox).values({ clubId: auth.clubId, kind: 'test-upload', payload: {} });
          return { files, tempFiles: temp.length };
        },
        jsonProbe: ({ body }) => ({ length: body.text.length }),
      }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a port');
  return {
    app,
    database,
    dataDir,
    port: address.port,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
