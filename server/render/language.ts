import type { Request } from 'express';
import { chooseLanguage, directionOf, type LanguageCode } from '../../client/src/app/i18n';
import { readCookie } from '../http/cookies';

/** Cookie the web client sets when the shopper picks a language (client/src/i18n/remember-language.ts). */
export const LANGUAGE_COOKIE = 'lang';

/** The tags of an Accept-Language header, most wanted first (`q=0` left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((item, index) => {
      const [tag = '', ...params] = item.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((l) => l.tag);
}

/** The language of a page: `?lang=`, then the shopper's saved choice (cookie `lang`), then Accept-Language, then Spanish. */
export function pageLanguage(req: Pick<Request, 'query' | 'headers'>): LanguageCode {
  const query = typeof req.query.lang === 'string' ? req.query.lang : null;
  return chooseLanguage({
    query,
    saved: readCookie(req.headers.cookie, LANGUAGE_COOKIE),
    browser: acceptedLanguages(req.headers['accept-language']),
  });
}

/** `<html lang dir>` of a language: en-RTL is English written right to left. */
export function htmlLanguage(code: LanguageCode): { lang: string; dir: 'ltr' | 'rtl' } {
  return { lang: code === 'en-RTL' ? 'en' : code, dir: directionOf(code) };
}
