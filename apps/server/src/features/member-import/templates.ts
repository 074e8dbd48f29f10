import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { serverRoot } from '../../serverRoot.js';

/**
 * The import's CSV templates (spec §2: "Template downloads under /files/: a members CSV and a members-with-roles-and-
 * groups CSV"; ADR 020): committed files in `apps/server/templates/` (UTF-8 with a BOM, `;`, the Danish headers the
 * parser reads), served at `/files/templates/<name>` before the upload store's `/files/` (a static route wins over
 * its wildcard), so that no upload can stand in for them.
 */
const IMPORT_TEMPLATES = ['medlemmer.csv', 'medlemmer-med-roller-og-grupper.csv'] as const;

const templatesFolder = path.join(serverRoot, 'templates');

export const installImportTemplates = (app: FastifyInstance): void => {
  for (const name of IMPORT_TEMPLATES) {
    // Read once at start: a missing template stops the start instead of failing a download later.
    const bytes = fs.readFileSync(path.join(templatesFolder, name));
    app.get(`/files/templates/${name}`, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'public, max-age=3600')
        .send(bytes),
    );
  }
};
