import { useLongDate } from '../i18n/long-date';

/** A post's publication date in the page's language (UTC, so the server and the browser agree). */
export function PostDate({ date }: { date: string }) {
  const longDate = useLongDate();
  return <time dateTime={date}>{longDate(date)}</time>;
}
