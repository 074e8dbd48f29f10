import type { FlagsPayload } from '@klubhus/domain';
import type { systemContract } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import type { Handlers } from '../../http/registerContract.js';
import { tenantHandlers, type Tenants } from '../tenants/public.js';

export interface SystemDeps {
  db: Db;
  flags: FlagsPayload;
  tenants: Tenants;
}

export const systemHandlers = ({ db, flags, tenants }: SystemDeps): Handlers<typeof systemContract> => ({
  health: async () => {
    // Answers only when the database answers too.
    await db.execute(sql`select 1`);
    return { status: 'ok' as const };
  },
  features: () => flags,
  ...tenantHandlers(tenants),
});
