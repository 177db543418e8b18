// Import rules of the gateway (server/), checked by `npm run lint` with dependency-cruiser:
// - no import circle, type imports included (a circle makes load order matter and hides layering);
// - a folder with an index.ts is used from outside through that index (its public surface), never a
//   file inside it, except its plain types (model.ts, types.ts), which import none of its behaviour.
// Reach-ins that were there before the rule are listed in .dependency-cruiser-known-violations.json
// (`npx depcruise-baseline server --config .dependency-cruiser.mjs` rewrites it): that list only
// shrinks; a new reach-in fails the lint.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The folders of server/ that have an index.ts. */
const INDEXED = fs
  .readdirSync(path.join(root, 'server'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && fs.existsSync(path.join(root, 'server', d.name, 'index.ts')))
  .map((d) => d.name);

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'The gateway has no import circle, type imports included: move what both sides name to a module of types (a model.ts).',
      from: { path: '^server/' },
      to: { circular: true },
    },
    {
      name: 'through-index',
      severity: 'error',
      comment: "Use another folder through its index.ts (export what you need from it), or its plain types (model.ts, types.ts).",
      from: { path: '^server/([^/]+)', pathNot: '\\.test\\.ts$' },
      to: {
        path: `^server/(${INDEXED.join('|')})/`,
        pathNot: ['^server/$1/', '^server/[^/]+/(index|model|types)\\.ts$'],
      },
    },
  ],
  options: {
    // Type-only imports count: a circle of types is a circle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^server/generated/' },
    includeOnly: '^server/',
  },
};
