#!/usr/bin/env node
// `pnpm start`: build what is needed (turbo caches), then serve web + API on port 3000 (PORT) with the demo club.
import { spawnSync, spawn } from 'node:child_process';

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('pnpm', [
  'exec',
  'turbo',
  'run',
  'build',
  '--filter=@klubhus/server',
  '--filter=@klubhus/web',
  '--output-logs=errors-only',
]);
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
