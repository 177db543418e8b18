import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../ui/link/link';
import { SectionPage } from '../../lib/section-page/section-page';
import { TERMS_SECTIONS } from './terms-data';
import styles from './terms-page.module.css';

/** The terms of sale and use: a contents list, then each section with its paragraphs. */
export function TermsPage() {
  const { t } = useTranslation();
  return (
    <SectionPage section={{ title: t('MENU_PAGES'), url: '/site/about-us' }} title={t('MENU_PAGES_TERMS')} lead={t('TEXT_TERMS_LEAD')}>
      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby="terms-toc">
          <h2 id="terms-toc" className={styles.tocTitle}>
            {t('TEXT_TERMS_CONTENTS')}
          </h2>
          <ol>
            {TERMS_SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#terms-${section.id}`}>{t(section.title)}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.text}>
          {TERMS_SECTIONS.map((section, i) => (
            <section key={section.id} id={`terms-${section.id}`} aria-labelledby={`terms-${section.id}-title`} className={styles.section}>
              <h2 id={`terms-${section.id}-title`}>
                {i + 1}. {t(section.title)}
              </h2>
              {section.paragraphs.map((key) => (
                <p key={key}>{t(key)}</p>
              ))}
              {section.link && (
                <p>
                  <Link to={section.link.to}>{t(section.link.label)}</Link>
                </p>
              )}
            </section>
          ))}
          <p className={styles.updated}>{t('TEXT_TERMS_UPDATED')}</p>
        </div>
      </div>
    </SectionPage>
  );
}
