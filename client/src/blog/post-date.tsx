import { useTranslation } from '../i18n/use-translation';

/** Date formats per locale, made once each (a home page lists several posts). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string): Intl.DateTimeFormat {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format;
}

/** A post's publication date in the page's language (UTC, so the server and the browser agree). */
export function PostDate({ date }: { date: string }) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'en-RTL' ? 'en' : i18n.language || 'es';
  const text = dateFormat(language === 'es' ? 'es-AR' : language).format(new Date(date));
  return <time dateTime={date}>{text}</time>;
}
