import { useTranslation } from '../i18n/use-translation';
import type { TranslationKey } from '../i18n/keys';
import styles from './home.module.css';

const FEATURES: { id: string; title: TranslationKey; text: TranslationKey; icon: string }[] = [
  { id: 'shipping', title: 'TEXT_HOME_FEATURE_SHIPPING', text: 'TEXT_HOME_FEATURE_SHIPPING_TEXT', icon: 'M3 6h11v9H3zM14 9h4l3 3v3h-7zM7 18a2 2 0 1 0 0-.01M17 18a2 2 0 1 0 0-.01' },
  { id: 'returns', title: 'TEXT_HOME_FEATURE_RETURNS', text: 'TEXT_HOME_FEATURE_RETURNS_TEXT', icon: 'M4 12a8 8 0 1 0 3-6.2M4 4v5h5' },
  { id: 'payment', title: 'TEXT_HOME_FEATURE_PAYMENT', text: 'TEXT_HOME_FEATURE_PAYMENT_TEXT', icon: 'M3 6h18v12H3zM3 10h18M7 15h4' },
  { id: 'support', title: 'TEXT_HOME_FEATURE_SUPPORT', text: 'TEXT_HOME_FEATURE_SUPPORT_TEXT', icon: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3z' },
];

/** What buying here means: shipping, returns, payment and support. */
export function FeaturesStrip() {
  const { t } = useTranslation();
  return (
    <section className={styles.features} aria-labelledby="home-features">
      <h2 id="home-features" className="visually-hidden">
        {t('TEXT_HOME_FEATURES')}
      </h2>
      <ul className={styles.featureList}>
        {FEATURES.map((f) => (
          <li key={f.id} className={styles.feature}>
            <svg className={styles.featureIcon} viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
              <path d={f.icon} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <div>
              <h3 className={styles.featureTitle}>{t(f.title)}</h3>
              <p className={styles.featureText}>{t(f.text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
