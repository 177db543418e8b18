import { useTranslation } from '../../i18n/use-translation';
import type { ContactPageQuery } from '../../gql/graphql';
import styles from './contact.module.css';

/** The shop's contacts (from `shop`): address, phone, email and hours; facts the shop has not set are left out. */
export function ContactBlock({ shop, showHours = true }: { shop: ContactPageQuery['shop']; showHours?: boolean }) {
  const { t } = useTranslation();
  return (
    <section className={styles.block} aria-labelledby="contact-block-title">
      <h2 id="contact-block-title" className={styles.blockTitle}>
        {shop.name}
      </h2>
      <dl className={styles.facts}>
        {shop.address && (
          <div>
            <dt>{t('TEXT_ADDRESS')}</dt>
            <dd>{shop.address}</dd>
          </div>
        )}
        {shop.phone && (
          <div>
            <dt>{t('TEXT_PHONE')}</dt>
            <dd>
              <a href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`} dir="ltr">{shop.phone}</a>
            </dd>
          </div>
        )}
        {shop.email && (
          <div>
            <dt>{t('TEXT_EMAIL')}</dt>
            <dd>
              <a href={`mailto:${shop.email}`}>{shop.email}</a>
            </dd>
          </div>
        )}
        {showHours && shop.hours && (
          <div>
            <dt>{t('TEXT_WORKING_HOURS')}</dt>
            <dd>{shop.hours}</dd>
          </div>
        )}
      </dl>
      <p className={styles.reply}>{t('TEXT_CONTACT_REPLY_TIME')}</p>
    </section>
  );
}
