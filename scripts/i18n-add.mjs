#!/usr/bin/env node
// Adds or replaces translation keys in every locale at once, keeping the files' key order.
// Usage: node scripts/i18n-add.mjs file.json
//   where file.json is { "KEY": { "es": "…", "en": "…", "ru": "…" }, … }; en-RTL takes the English text.
// Each locale file is read and written in one step, so several writers lose nothing between them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'client', 'public', 'i18n');
const source = process.argv[2];
if (!source) {
  console.error('usage: node scripts/i18n-add.mjs entries.json');
  process.exit(2);
}
const entries = JSON.parse(fs.readFileSync(source, 'utf8'));
const locales = { es: 'es', en: 'en', ru: 'ru', 'en-RTL': 'en' };
for (const [key, texts] of Object.entries(entries)) {
  for (const from of ['es', 'en', 'ru']) {
    if (typeof texts[from] !== 'string' || texts[from].trim() === '') {
      console.error(`${key}: missing the ${from} text`);
      process.exit(2);
    }
  }
}
for (const [code, from] of Object.entries(locales)) {
  const file = path.join(dir, `${code}.json`);
  const current = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const [key, texts] of Object.entries(entries)) current[key] = texts[code] ?? texts[from];
  fs.writeFileSync(file, `${JSON.stringify(current, null, 2)}\n`);
}
console.log(`${Object.keys(entries).length} key(s) written to ${Object.keys(locales).join(', ')}`);
