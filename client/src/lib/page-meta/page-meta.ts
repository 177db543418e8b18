/**
 * What a page says about itself to search engines and link previews: title, description, the
 * canonical address, a picture, and structured data (JSON-LD). The gateway writes it into the
 * `<head>` of the server-rendered page; in the browser `usePageMeta` keeps the head in step after
 * client-side navigation.
 */
export interface PageMeta {
  /** The page's own title; the shop's name is appended ("Frenos · Autopartes del Sur"). */
  title?: string;
  /** The title stands alone, without the shop's name (the 404 page is titled just 'Page Not Found'). */
  bareTitle?: boolean;
  description?: string;
  /** Path of the canonical address (e.g. `/shop/products/disco-de-freno`); default: the page's path. */
  canonicalPath?: string;
  /** Absolute or root-relative picture for link previews (`og:image`). */
  image?: string;
  /** `og:type`: `website` by default. */
  type?: 'website' | 'product' | 'article';
  /** Structured data objects (schema.org), each written as one `<script type="application/ld+json">`. */
  jsonLd?: object[];
  /** Keeps the page out of search results (`robots: noindex`): carts, accounts, checkout. */
  noindex?: boolean;
}

/** Merges page metadata; later parts win field by field, JSON-LD objects add up. */
export function mergePageMeta(...parts: (PageMeta | undefined)[]): PageMeta {
  const merged: PageMeta = {};
  const jsonLd: object[] = [];
  for (const part of parts) {
    if (!part) continue;
    for (const [key, value] of Object.entries(part) as [keyof PageMeta, unknown][]) {
      if (key === 'jsonLd') jsonLd.push(...(value as object[]));
      else if (value !== undefined && value !== '') (merged as Record<string, unknown>)[key] = value;
    }
  }
  if (jsonLd.length > 0) merged.jsonLd = jsonLd;
  return merged;
}

/** Collects what the rendered pages declare during one server render (the deepest page wins). */
export class PageMetaCollector {
  private parts: PageMeta[] = [];

  add(meta: PageMeta): void {
    this.parts.push(meta);
  }

  /** Starts over: the server renders the tree again after each round of data. */
  reset(): void {
    this.parts = [];
  }

  result(): PageMeta {
    // JSON-LD objects collected over several renders of the same tree must not repeat.
    const merged = mergePageMeta(...this.parts);
    if (merged.jsonLd) {
      const seen = new Set<string>();
      merged.jsonLd = merged.jsonLd.filter((item) => {
        const key = JSON.stringify(item);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    }
    return merged;
  }
}
