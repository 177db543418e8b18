import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { PageMeta, PageMetaCollector } from './page-meta';
import { fullTitle } from './page-meta-title';

/** Set by the server renderer; absent in the browser. */
export const PageMetaContext = createContext<PageMetaCollector | null>(null);


function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * Declares the page's title, description and structured data. On the server the renderer writes
 * them into the page's head; in the browser the head follows client-side navigation (title,
 * description, Open Graph title and description, canonical link). Call it once per page, with
 * already-translated strings; render-safe (it touches the document only in an effect).
 */
export function usePageMeta(meta: PageMeta): void {
  const collector = useContext(PageMetaContext);
  const { t } = useTranslation();
  if (collector) collector.add(meta);
  const shopName = t('TEXT_SHOP_NAME');
  const { title, bareTitle, description, canonicalPath, noindex } = meta;
  useEffect(() => {
    const full = fullTitle(title, shopName, bareTitle);
    document.title = full;
    setMeta('property', 'og:title', full);
    if (description) {
      setMeta('name', 'description', description);
      setMeta('property', 'og:description', description);
    }
    setMeta('name', 'robots', noindex ? 'noindex' : undefined);
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) {
      const url = new URL(canonicalPath ?? window.location.pathname, window.location.origin);
      canonical.href = url.href;
      setMeta('property', 'og:url', url.href);
    }
  }, [title, bareTitle, description, canonicalPath, noindex, shopName]);
}
