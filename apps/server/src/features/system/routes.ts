import type { FeaturesPayload } from '@klubhus/domain';
import type { systemContract } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import type { Handlers } from '../../http/registerContract.js';
import { tenantHandlers } from '../tenants/routes.js';
import type { Tenants } from '../tenants/service.js';

export const systemHandlers = (
  db: Db,
  features: FeaturesPayload,
  tenants: Tenants,
): Handlers<typeof systemContract> => ({
  health: async () => {
    // Answers only when the database answers too.
    await db.execute(sql`select 1`);
    return { status: 'ok' as const };
  },
  features: () => features,
  ...tenantHandlers(tenants),
});
