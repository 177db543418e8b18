/**
 * Writes docs/caching.md from the cache policy (server/cache/policy.ts). `--check` fails when the
 * file differs from what the policy says.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cacheTableMarkdown } from '../server/cache/table';

const file = path.resolve(import.meta.dirname, '..', 'docs', 'caching.md');
const made = cacheTableMarkdown();
if (process.argv.includes('--check')) {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (current !== made) {
    console.error('docs/caching.md is not what server/cache/policy.ts says: run `npm run docs:cache`');
    process.exit(1);
  }
} else {
  fs.writeFileSync(file, made);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
