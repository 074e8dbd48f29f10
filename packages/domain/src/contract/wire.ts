import type { Contract, ContractEntry } from './entry.js';

/**
 * What a call needs on the wire, without a schema: the web's production client is built from these (ADR 015),
 * so that neither the schemas nor the full zod they are written in load with it. Development and tests check
 * answers against the full contract (`checkAgainst`).
 */
export type WireEntry = Pick<ContractEntry, 'method' | 'path' | 'access' | 'requestType' | 'responseType'>;

/** The wire entries of a contract table: the same keys, no schemas. */
export type WireTable<C extends Contract> = { readonly [K in keyof C]: WireEntry };

const wireKeys = ['method', 'path', 'access', 'requestType', 'responseType'] as const;

/** A contract table's wire entries (what `src/wire/<area>.ts` holds, written by `pnpm --filter @klubhus/domain wire`). */
export const wireOf = <C extends Contract>(table: C): WireTable<C> =>
  Object.fromEntries(
    Object.entries(table).map(([key, entry]) => [
      key,
      Object.fromEntries(wireKeys.flatMap((field) => (entry[field] === undefined ? [] : [[field, entry[field]]]))),
    ]),
  ) as WireTable<C>;
