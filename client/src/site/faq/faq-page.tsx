import { Link } from '../../ui/link/link';
import { useTranslation } from '../../i18n/use-translation';
import { SectionPage } from '../../lib/section-page/section-page';
import { Accordion } from './accordion';
import { FAQ_GROUPS } from './faq-data';
import styles from './faq-page.module.css';

/** Questions shoppers ask, in groups, each group an accordion; the way to ask something else. */
export function FaqPage() {
  const { t } = useTranslation();
  return (
    <SectionPage section={{ title: t('MENU_PAGES'), url: '/site/about-us' }} title={t('MENU_PAGES_FAQ')} lead={t('TEXT_FAQ_LEAD')}>
      <div className={styles.groups}>
        {FAQ_GROUPS.map((group) => (
          <section key={group.id} aria-labelledby={`faq-${group.id}`} className={styles.group}>
            <h2 id={`faq-${group.id}`} className={styles.groupTitle}>
              {t(group.title)}
            </h2>
            <Accordion
              items={group.questions.map((item) => ({
                id: item.id,
                title: t(item.question),
                content: <p>{t(item.answer)}</p>,
              }))}
            />
          </section>
        ))}
      </div>
      <p className={styles.more}>
        {t('TEXT_FAQ_MORE')} <Link to="/site/contact-us-v1">{t('LINK_CONTACT_US')}</Link>
      </p>
    </SectionPage>
  );
}
