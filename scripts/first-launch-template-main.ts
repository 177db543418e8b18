import { buildFirstLaunchTemplate } from './first-launch-template-build';

// `node .build/template/main.mjs DIR`: builds the first launch's template into DIR (see first-launch-template-build.ts).
const dir = process.argv[2];
if (!dir) {
  console.error('usage: first-launch-template-main DIR');
  process.exit(2);
}
await buildFirstLaunchTemplate(dir);
