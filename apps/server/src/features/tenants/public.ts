/** What other parts of the server use of the tenant lookup: its handlers (served under system) and its configuration. */
export { tenantHandlers } from './routes.js';
export { readTenants, type Tenants } from './service.js';
