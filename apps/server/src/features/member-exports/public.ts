// What other parts of the server may use of the member exports: the bench reads the members file straight from the
// service, to time the whole read beside the download (bench/exportBench.ts).
export type { MemberExportsDeps } from './context.js';
export { exportMembers } from './service.js';
