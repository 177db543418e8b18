import { useTranslation } from 'react-i18next';

/** A post's publication date in the page's language (UTC, so the server and the browser agree). */
export function PostDate({ date }: { date: string }) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'en-RTL' ? 'en' : i18n.language || 'es';
  const text = new Intl.DateTimeFormat(language === 'es' ? 'es-AR' : language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(date));
  return <time dateTime={date}>{text}</time>;
}
