/**
 * What the rest of the server may use of the member import (ADR 020): its confirm, which joining's `importusers
 * {importId}` is handed at start (`app.ts`), the templates' routes, its demo (an import waiting at the groups
 * mapping), and the overview's statement, which the bench times raw beside its call.
 */
export { applyImport } from './apply.js';
export { memberImportDemo } from './demo.js';
export { overviewSql } from './repo.js';
export { installImportTemplates } from './templates.js';
export { stageFile, type MemberImportDeps } from './service.js';
