import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { featureBoundaries } from './eslint-feature-boundaries.mjs';

const cwd = path.resolve(import.meta.dirname, '..');
const linter = new Linter({ configType: 'flat', cwd });
const config = [
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { shop: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'shop/feature-boundaries': 'error' },
  },
] as Linter.Config[];

/** The rule's messages for one import written in a file of the web client. */
function problems(file: string, code: string): string[] {
  return linter.verify(code, config, path.join(cwd, 'client', 'src', file)).map((m) => m.message);
}

describe('feature boundaries of the web client', () => {
  it('reports a feature importing a file inside another feature, the account pages’ frame included', () => {
    const messages = problems('garage/garage-page/garage-page.tsx', "import { AccountPage } from '../../account/account-page';");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('garage reaches into account/account-page');
  });

  it('lets a feature use one below it through its index', () => {
    expect(problems('garage/garage-page/garage-page.tsx', "import { AccountPage, useSignedIn } from '../../account';")).toEqual([]);
    expect(problems('garage/garage-page/garage-page.tsx', "import { AccountPage } from '../../account/index';")).toEqual([]);
  });

  it('reports a feature using one above it, even through its index', () => {
    const messages = problems('account/account-page.tsx', "import { useGarage } from '../garage';");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('account imports garage, which is above it');
  });

  it('holds the vehicle pages to the catalogue’s index, and the catalogue away from them', () => {
    expect(problems('vehicles/group-page.tsx', "import { ProductListing } from '../catalog/product-list/product-listing';")[0]).toContain('vehicles reaches into catalog/product-list/product-listing');
    expect(problems('vehicles/group-page.tsx', "import { ProductListing } from '../catalog';")).toEqual([]);
    expect(problems('catalog/product-page/product-page.tsx', "import { VehicleFit } from '../../vehicles';")[0]).toContain('catalog imports vehicles, which is above it');
  });

  it('reports re-exports and lazy imports past an index as well', () => {
    expect(problems('garage/index.ts', "export { AccountPage } from '../account/account-page';")).toHaveLength(1);
    expect(problems('garage/garage-page/garage-page.tsx', "const page = import('../../account/account-page');")).toHaveLength(1);
  });

  it('leaves a feature’s own files and the shared folders alone', () => {
    expect(problems('garage/garage-page/garage-page.tsx', "import { useGarage } from '../use-garage';")).toEqual([]);
    expect(problems('garage/garage-page/garage-page.tsx', "import { SectionPage } from '../../lib/section-page/section-page';")).toEqual([]);
  });
});
