import { useTranslation } from '../../i18n/use-translation';
import styles from './contact.module.css';

/** The shop's hours as a list: the `shop.hours` text, one line per group of days (`·` separates them). */
export function OpeningHours({ hours }: { hours: string }) {
  const { t } = useTranslation();
  const lines = hours
    .split('·')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="contact-hours-title">
      <h2 id="contact-hours-title" className={styles.blockTitle}>
        {t('TEXT_CONTACT_OPENING_HOURS')}
      </h2>
      <ul className={styles.hours}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className={styles.reply}>{t('TEXT_CONTACT_HOURS_NOTE')}</p>
    </section>
  );
}
