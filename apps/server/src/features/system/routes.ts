import type { FeaturesPayload } from '@klubhus/domain';
import type { systemContract } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import type { Handlers } from '../../http/registerContract.js';
import { tenantHandlers, type Tenants } from '../tenants/public.js';

export interface SystemDeps {
  db: Db;
  features: FeaturesPayload;
  tenants: Tenants;
}

export const systemHandlers = ({ db, features, tenants }: SystemDeps): Handlers<typeof systemContract> => ({
  health: async () => {
    // Answers only when the database answers too.
    await db.execute(sql`select 1`);
    return { status: 'ok' as const };
  },
  features: () => features,
  ...tenantHandlers(tenants),
});
