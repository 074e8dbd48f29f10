import type { systemContract } from '@klubhus/domain';
import type { Handlers } from '../../http/registerContract.js';
import { tenantAt, type Tenants } from './service.js';

type TenantContract = Pick<typeof systemContract, 'tenantEndpoint' | 'tenantFeaturesUrl'>;

/** The tenant service of multi-organisation mode, answered from configuration. */
export const tenantHandlers = (tenants: Tenants): Handlers<TenantContract> => ({
  tenantEndpoint: ({ params }) => tenantAt(tenants, params.domain).apiBase,
  tenantFeaturesUrl: ({ params }) => tenantAt(tenants, params.domain).features,
});
