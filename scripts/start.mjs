#!/usr/bin/env node
// `npm start`: builds the web client when its sources changed since the last build, bundles the
// gateway and the stand-in provider when theirs did, then runs the gateway (which serves the
// client and the GraphQL API) on the embedded defaults. Without PROVIDER_URL the stand-in parts
// provider runs in a process of its own, started at the same time as the gateway, so loading its
// data set and starting the gateway (database, schema) use both processor cores. Prints the time
// from launch to the first request the shop can answer. Ctrl-C stops both cleanly.
// The stand-ins of Mercado Pago and of the carriers (Andreani, Correo Argentino, OCA) start inside
// the gateway (its primary, with several workers) when their credentials are unset.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ensureClientBuilt, ROOT } from './client-build.mjs';
import { freePort } from './free-port.mjs';
import { ensureFirstLaunchTemplate, linkProviderData, templateDatabase } from './first-launch-template.mjs';
import { buildProviderHeapLater, providerHeapArgs } from './provider-heap.mjs';
import { ARCA_BUNDLE, ensureServerBuilt, GATEWAY_BUNDLE, PROVIDER_BUNDLE } from './server-build.mjs';

const launchedAt = Date.now();
let stopping = false;


const dataDir = path.resolve(ROOT, process.env.DATA_DIR || 'data');
const env = { ...process.env, SHOP_LAUNCHED_AT: String(launchedAt) };
try {
  ensureClientBuilt();
  await ensureServerBuilt();
  // A first launch starts from the template: the embedded database as migrated, the stand-in's
  // data set at its default scale (what the first start would otherwise make again).
  const newDatabase = !process.env.DATABASE_URL && !fs.existsSync(path.join(dataDir, 'pglite'));
  const newProviderData = !process.env.PROVIDER_URL && Number(process.env.PROVIDER_STANDIN_SCALE || 1) === 1 && !fs.existsSync(path.join(dataDir, 'provider'));
  if (newDatabase || newProviderData) {
    const template = ensureFirstLaunchTemplate();
    if (newDatabase) env.SHOP_PGLITE_TEMPLATE = templateDatabase(template);
    if (newProviderData) linkProviderData(template, dataDir);
  }
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

const children = [];
/** Takes the stand-in's heap snapshot for the next start, when there was none (stopped with the shop). */
let heapBuilder = null;
const HEAP_AFTER_MS = 10_000;
if (!process.env.PROVIDER_URL) {
  // The same stand-in the gateway would start in-process, on a loopback port with a random key.
  const port = await freePort();
  const apiKey = crypto.randomUUID();
  const providerId = process.env.PROVIDER_ID || '22610';
  const scale = process.env.PROVIDER_STANDIN_SCALE || '1';
  // From the snapshot of its data set, read and indexed, when the data directory holds one for this
  // build (scripts/provider-heap.mjs); else from its bundle, and one is taken for the next start.
  const heap = providerHeapArgs(dataDir);
  const provider = spawn(
    process.execPath,
    [
      '--enable-source-maps',
      ...(heap ?? [PROVIDER_BUNDLE]),
      '--port', String(port),
      '--data-dir', dataDir,
      '--scale', scale,
      '--api-key', apiKey,
      '--provider-id', providerId,
    ],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  children.push(provider);
  if (!heap) {
    // Once the shop has started (the snapshot is taken from the data set on disk, which the stand-in
    // may be generating now), at the lowest priority.
    setTimeout(() => {
      if (!stopping) heapBuilder = buildProviderHeapLater(dataDir, scale);
    }, HEAP_AFTER_MS).unref();
  }
  provider.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`The stand-in parts provider stopped (${signal ?? code}); stopping the shop.`);
      stop('SIGTERM');
    }
  });
  Object.assign(env, {
    // The stand-in's endpoint path (ENDPOINT_PATH in fixtures/provider/server.ts).
    PROVIDER_URL: `http://127.0.0.1:${port}/pegasus-3-0/services/TecdocToCatDLB.jsonEndpoint`,
    PROVIDER_API_KEY: apiKey,
    PROVIDER_ID: providerId,
    PROVIDER_STANDIN_PROCESS: 'true',
  });
}

if (process.env.NODE_ENV !== 'production' && !process.env.ARCA_CERT && !process.env.ARCA_CERT_FILE && !/^(0|false|no|off)$/i.test(process.env.ARCA_STANDIN ?? '')) {
  // ARCA's stand-in (WSAA and WSFEv1) on a loopback port, one for every gateway worker; the vouchers
  // it authorised are kept beside the embedded database, as ARCA keeps them.
  const port = await freePort();
  const arca = spawn(
    process.execPath,
    ['--enable-source-maps', ARCA_BUNDLE, '--port', String(port), '--state-file', path.join(dataDir, 'arca-stand-in.json')],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  children.push(arca);
  arca.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`ARCA's stand-in stopped (${signal ?? code}); stopping the shop.`);
      stop('SIGTERM');
    }
  });
  Object.assign(env, {
    ARCA_STANDIN: 'true',
    ARCA_WSAA_URL: `http://127.0.0.1:${port}/ws/services/LoginCms`,
    ARCA_WSFE_URL: `http://127.0.0.1:${port}/wsfev1/service.asmx`,
  });
}

const server = spawn(process.execPath, ['--enable-source-maps', GATEWAY_BUNDLE], { cwd: ROOT, stdio: 'inherit', env });
children.push(server);


function stop(signal) {
  stopping = true;
  for (const child of [...children, heapBuilder]) if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
server.on('exit', (code, signal) => {
  stop('SIGTERM');
  process.exitCode = code ?? (signal ? 0 : 1);
});
