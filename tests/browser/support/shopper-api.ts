import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { ROOT } from './build-client';
import { seriousAxeViolations } from './shop-browser';

let axeSource: string | null = null;

/**
 * axe-core's serious and critical violations on the page. axe is loaded through the browser's
 * debugging protocol first, so a Content-Security-Policy that allows no inline script does not stop it.
 */
export async function axeSerious(page: Page): ReturnType<typeof seriousAxeViolations> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    axeSource ??= fs.readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
    await page.evaluate(axeSource);
  }
  return seriousAxeViolations(page);
}

/**
 * Runs a GraphQL operation from inside the page, with the browser's session cookie and the CSRF
 * header copied from its cookie, as the web client does: test setup that the page then shows.
 */
export async function gqlInPage<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await page.evaluate(
    async ({ query, variables }) => {
      const csrf = document.cookie
        .split(';')
        .map((part) => part.trim().split('='))
        .find(([name]) => name === 'csrf-token')?.[1];
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', ...(csrf ? { 'x-csrf-token': decodeURIComponent(csrf) } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data?: unknown; errors?: unknown[] };
    },
    { query, variables },
  );
  if (answer.errors) throw new Error(`GraphQL errors: ${JSON.stringify(answer.errors)}`);
  return answer.data as T;
}

/** Registers an account (password 'clave-segura') in the page's session, which is then signed in. */
export async function registerInPage(page: Page, email: string): Promise<void> {
  await gqlInPage(page, 'mutation($e: String!) { register(email: $e, password: "clave-segura") { user { id } } }', { e: email });
}

/** Puts a product in the page's session cart. */
export async function addToCartInPage(page: Page, productId: string, quantity = 1, options: { name: string; value: string }[] = []): Promise<void> {
  await gqlInPage(
    page,
    'mutation($p: ID!, $q: Int!, $o: [CartItemOptionInput!]!) { addToCart(productId: $p, quantity: $q, options: $o) { quantity } }',
    { p: productId, q: quantity, o: options },
  );
}

/** A shipping address a guest types at checkout, by the fields' Spanish labels (the province is chosen from a list). */
export const GUEST_ADDRESS: Record<string, string> = {
  Nombre: 'Martina',
  Apellido: 'Gómez',
  'Calle y número': 'Av. Rivadavia 5100',
  Ciudad: 'Buenos Aires',
  Provincia: 'Ciudad Autónoma de Buenos Aires',
  'Código postal': 'C1424',
  Teléfono: '+54 11 5555-0101',
  'Número de documento': '30123456',
};

/** Fills the fields of an address form by their labels: text typed, lists chosen from. */
export async function fillAddressFields(scope: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const field = scope.getByLabel(label, { exact: false }).first();
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

/** Fills the checkout's shipping address (Argentina stays chosen) with this email, and chooses the cheapest home delivery to it. */
export async function fillGuestAddress(page: Page, email: string): Promise<void> {
  const shipping = page.getByRole('region', { name: 'Dirección de envío' });
  await fillAddressFields(shipping, GUEST_ADDRESS);
  await shipping.getByLabel('Correo electrónico').fill(email);
  await chooseShipping(page);
}

/**
 * Chooses a shipping option at checkout once the options to the address's postal code are shown:
 * by default the cheapest home delivery (the first home option; options come cheapest first).
 */
export async function chooseShipping(page: Page, mode: 'HOME' | 'BRANCH' | 'PICKUP' = 'HOME'): Promise<void> {
  const option = page.locator(`[data-shipping-choice] [data-mode="${mode}"]`).first();
  await option.waitFor({ timeout: 15_000 });
  await option.getByRole('radio').check();
}
