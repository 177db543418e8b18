#!/usr/bin/env node
// `npm start`: builds the web client when its sources changed since the last build, then runs the
// gateway (which serves the client, the GraphQL API and, with no PROVIDER_URL, the stand-in
// parts provider) on the embedded defaults. Ctrl-C stops it cleanly.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureClientBuilt, ROOT } from './client-build.mjs';

try {
  ensureClientBuilt();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/main.ts')], { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
