import { languageOfPath, pathInLanguage } from '../../client/src/app/i18n';
import { isMailLanguage, type MailLanguage } from './texts';

/** The language of the page a request came from: its address says it (`/en/…`; Spanish at the root). */
function pageLanguage(referer: string | undefined): MailLanguage | null {
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  return languageOfPath(url.pathname).language;
}

/**
 * The language to write a shopper's e-mail in: that of the page the request came from (the
 * address decides a page's language), else the session's saved choice, else Spanish.
 */
export function requestLanguage(request: { headers: { referer?: string }; viewer: { session: { preferences?: { language?: string } } } }): MailLanguage {
  const fromPage = pageLanguage(request.headers.referer);
  if (fromPage) return fromPage;
  const saved = request.viewer.session.preferences?.language;
  return isMailLanguage(saved) ? saved : 'es';
}

/**
 * The absolute address of a shop page in a language, for links in e-mails and to Mercado Pago:
 * the page's path under the language's prefix (`/en/shop/…`) on the shop's public URL.
 */
export function shopPageUrl(siteUrl: string, pathAndQuery: string, language: MailLanguage): string {
  const path = pathInLanguage(pathAndQuery.startsWith('/') ? pathAndQuery : `/${pathAndQuery}`, language);
  return new URL(path.replace(/^\/+/, ''), siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString();
}
