import type { GraphQLSchema } from 'graphql';
import { LANGUAGE_CODES, pathInLanguage, type LanguageCode, type Translations } from '../../client/src/app/i18n';
import { mergePageMeta, type PageMeta } from '../../client/src/lib/page-meta/page-meta';
import type { PageRender } from '../../client/src/entry-server';
import type { GraphQLContext } from '../context';
import type { AlternateLink, PageHead } from './document';
import { htmlLanguage } from './language';
import type { pageAssets } from './page-scripts';
import { routeHead } from './route-head';

const OG_LOCALE: Record<LanguageCode, string> = { es: 'es_AR', en: 'en_US', ru: 'ru_RU', 'en-RTL': 'en_US' };
const HREFLANG: Record<LanguageCode, string> = { es: 'es-AR', en: 'en', ru: 'ru', 'en-RTL': 'en-x-rtl' };

export interface PageHeadInput {
  schema: GraphQLSchema;
  context: GraphQLContext;
  /** The rendered page (its route, params and modules). */
  result: PageRender;
  /** The page's path below its language's prefix. */
  routePath: string;
  origin: string;
  /** The language's prefix of the page's address (`/en`, or empty). */
  basename: string;
  language: LanguageCode;
  translations: Translations;
  translationsUrl: string;
  assetsOf: ReturnType<typeof pageAssets>;
}

/**
 * A rendered page's head: its route's title and description merged with what the page itself said
 * (`meta`), its canonical address and one alternate per language, and the scripts and styles its
 * modules need; with the status the route's data gave (a 404 of an unknown product). `quick`: only
 * what needs none of the page's own data (a streamed page).
 */
export async function pageHead(input: PageHeadInput, meta: PageMeta | undefined, quick = false): Promise<{ head: PageHead; status?: number }> {
  const { origin, basename, language, result } = input;
  const routeInfo = await routeHead({ schema: input.schema, context: input.context, pattern: result.pattern, params: result.params, pathname: input.routePath, personal: result.personal, origin, base: origin + basename, translations: input.translations, quick });
  const merged = mergePageMeta(routeInfo.meta, meta);
  const canonicalPath = merged.canonicalPath ?? input.routePath;
  const alternates: AlternateLink[] = LANGUAGE_CODES.map((code) => ({ hreflang: HREFLANG[code], href: origin + pathInLanguage(canonicalPath, code) }));
  alternates.push({ hreflang: 'x-default', href: origin + canonicalPath });
  return {
    status: routeInfo.status,
    head: {
      ...htmlLanguage(language),
      canonicalUrl: origin + pathInLanguage(canonicalPath, language),
      alternates,
      origin,
      shopName: routeInfo.shopName,
      locale: OG_LOCALE[language],
      meta: merged,
      pageAssets: input.assetsOf(result.pageModules),
      translationsUrl: input.translationsUrl,
    },
  };
}
