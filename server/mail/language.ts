import type { Request } from 'express';
import { chooseLanguage } from '../../client/src/app/i18n';
import { readCookie } from '../http/cookies';
import { acceptedLanguages, LANGUAGE_COOKIE } from '../render/language';
import { isMailLanguage, type MailLanguage } from './texts';

/** Address prefixes of the web client's pages per language (Spanish at the root). */
const PATH_PREFIXES: Record<string, MailLanguage> = { en: 'en', ru: 'ru', 'en-rtl': 'en-RTL' };

/** The language of the page a request came from, when its address says it (a `/en/…` prefix or `?lang=`). */
function pageLanguage(referer: string | undefined): MailLanguage | null {
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  const prefix = PATH_PREFIXES[url.pathname.split('/')[1]?.toLowerCase() ?? ''];
  if (prefix) return prefix;
  const query = url.searchParams.get('lang');
  return isMailLanguage(query) ? query : null;
}

/**
 * The language to write a shopper's e-mail in: that of the page the request came from, else the
 * session's saved choice, the `lang` cookie, the browser's languages, and Spanish.
 */
export function requestLanguage(req: Pick<Request, 'headers'> & { session?: { preferences?: { language?: string } } }): MailLanguage {
  const fromPage = pageLanguage(req.headers.referer);
  if (fromPage) return fromPage;
  const saved = req.session?.preferences?.language;
  if (isMailLanguage(saved)) return saved;
  return chooseLanguage({ saved: readCookie(req.headers.cookie, LANGUAGE_COOKIE), browser: acceptedLanguages(req.headers['accept-language']) });
}

/**
 * The absolute address of a shop page in a language, for links in e-mails and to Mercado Pago:
 * the page's path on the shop's public URL, with the language as the page reads it (`?lang=`).
 */
export function shopPageUrl(siteUrl: string, pathAndQuery: string, language: MailLanguage): string {
  const url = new URL(pathAndQuery.replace(/^\/+/, ''), siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`);
  if (language !== 'es') url.searchParams.set('lang', language);
  return url.toString();
}
