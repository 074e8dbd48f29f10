// `pnpm --filter @klubhus/domain wire`: writes src/wire/<area>.ts for every table of `contractAreas`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractAreas } from '../src/contract/index.js';
import type { Contract } from '../src/contract/entry.js';
import { wireOf } from '../src/contract/wire.js';

/** The source of an area's wire file (prettier formats it afterwards); `wire.test.ts` checks it matches the contract. */
const wireSource = (area: string, table: Contract): string => {
  const name = `${area}Contract`;
  const entries = Object.entries(wireOf(table))
    .map(
      ([key, entry]) =>
        `  ${key}: ${JSON.stringify(entry)
          .replaceAll('"', "'")
          .replace(/'(\w+)':/g, '$1: ')
          .replace(/,/g, ', ')},`,
    )
    .join('\n');
  return `// Written by \`pnpm --filter @klubhus/domain wire\` from src/contract/${area}.ts: do not edit (ADR 015).
import type { ${name} } from '../contract/${area}.js';
import type { WireTable } from '../contract/wire.js';

/** The wire entries of the ${area} calls: what the web's client needs, without the schemas. */
export const ${area}Wire = {
${entries}
} as const satisfies WireTable<typeof ${name}>;
`;
};

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/wire');
fs.mkdirSync(folder, { recursive: true });
for (const [area, table] of Object.entries(contractAreas)) {
  fs.writeFileSync(path.join(folder, `${area}.ts`), wireSource(area, table));
  console.log(`src/wire/${area}.ts`);
}
