import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));

/** The app's source files, as codegen reads them: not the generated code, not the tests. */
function sources(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' || entry.name === 'test' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every mutation operation written in `graphql(`…`)` documents, with the file it is in. */
function mutations(): { file: string; operation: OperationDefinitionNode }[] {
  return sources().flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/graphql\(\s*`([^`]*)`/g)].flatMap(([, text]) =>
      parse(text!)
        .definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && d.operation === 'mutation')
        .map((operation) => ({ file: path.relative(SRC, file), operation })),
    ),
  );
}

describe('mutation documents', () => {
  const found = mutations();

  it('finds the shop’s mutations', () => {
    expect(found.map((m) => m.operation.name?.value)).toEqual(expect.arrayContaining(['AddToCart', 'SetCurrentVehicle', 'SignIn']));
  });

  it('declares each mutation field of the API once in the web client', () => {
    const byField = new Map<string, string[]>();
    for (const { file, operation } of found) {
      for (const selection of operation.selectionSet.selections) {
        if (selection.kind !== Kind.FIELD) continue;
        const field = selection.name.value;
        byField.set(field, [...(byField.get(field) ?? []), `${operation.name?.value ?? 'anonymous'} (${file})`]);
      }
    }
    const twice = [...byField].filter(([, where]) => where.length > 1).map(([field, where]) => `${field}: ${where.join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('keeps each mutation in the file of its hook (`use-….ts`, in the feature that owns it)', () => {
    const elsewhere = found.filter(({ file }) => !/(^|\/)use-[a-z0-9-]+\.ts$/.test(file)).map(({ file, operation }) => `${operation.name?.value} (${file})`);
    expect(elsewhere).toEqual([]);
  });
});
