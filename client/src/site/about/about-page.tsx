import { usePageQuery } from '../../lib/data/use-page-query';
import { Link } from '../../ui/link/link';
import { useTranslation } from '../../i18n/use-translation';
import { graphql } from '../../gql';
import { SectionPage } from '../../lib/section-page/section-page';
import type { TranslationKey } from '../../i18n/keys';
import { Skeleton } from '../../ui/skeleton/skeleton';
import styles from './about-page.module.css';

export const AboutPageQuery = graphql(`
  query AboutPage {
    products(limit: 1) {
      total
    }
    categories(depth: 1) {
      id
    }
    partBrands {
      slug
    }
  }
`);

const STORY: TranslationKey[] = ['TEXT_ABOUT_STORY_P1', 'TEXT_ABOUT_STORY_P2', 'TEXT_ABOUT_STORY_P3'];
const CATALOGUE_STEPS: { title: TranslationKey; text: TranslationKey }[] = [
  { title: 'TEXT_ABOUT_STEP_VEHICLE_TITLE', text: 'TEXT_ABOUT_STEP_VEHICLE_TEXT' },
  { title: 'TEXT_ABOUT_STEP_PARTS_TITLE', text: 'TEXT_ABOUT_STEP_PARTS_TEXT' },
  { title: 'TEXT_ABOUT_STEP_FIT_TITLE', text: 'TEXT_ABOUT_STEP_FIT_TEXT' },
];

/** A figure of the shop: a number (or a skeleton while it loads) over what it counts. */
function Figure({ value, label }: { value: string | null; label: string }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>{value ?? <Skeleton width="4ch" />}</dd>
    </div>
  );
}

/** About us: the shop's story, its figures (counted from the catalogue) and where the catalogue comes from. */
export function AboutPage() {
  const { t, i18n } = useTranslation();
  const { data } = usePageQuery(AboutPageQuery);
  const number = (n: number | undefined) => (n === undefined ? null : new Intl.NumberFormat(i18n.language === 'en-RTL' ? 'en' : i18n.language).format(n));
  return (
    <SectionPage section={{ title: t('MENU_PAGES'), url: '/site/about-us' }} title={t('MENU_PAGES_ABOUT')} lead={t('TEXT_ABOUT_LEAD')}>
      <section aria-labelledby="about-story" className={styles.story}>
        <h2 id="about-story">{t('TEXT_ABOUT_STORY_TITLE')}</h2>
        {STORY.map((key) => (
          <p key={key}>{t(key)}</p>
        ))}
      </section>

      <section aria-labelledby="about-figures" className={styles.figures}>
        <h2 id="about-figures">{t('TEXT_ABOUT_FIGURES_TITLE')}</h2>
        <dl className={styles.figureList}>
          <Figure value={t('TEXT_ABOUT_FIGURE_SINCE_VALUE')} label={t('TEXT_ABOUT_FIGURE_SINCE')} />
          <Figure value={number(data?.products.total)} label={t('TEXT_ABOUT_FIGURE_PRODUCTS')} />
          <Figure value={number(data?.categories.length)} label={t('TEXT_ABOUT_FIGURE_CATEGORIES')} />
          <Figure value={data ? number(data.partBrands?.length ?? 0) : null} label={t('TEXT_ABOUT_FIGURE_BRANDS')} />
        </dl>
      </section>

      <section aria-labelledby="about-catalogue" className={styles.catalogue}>
        <h2 id="about-catalogue">{t('TEXT_ABOUT_CATALOGUE_TITLE')}</h2>
        <p>{t('TEXT_ABOUT_BODY')}</p>
        <ol className={styles.steps}>
          {CATALOGUE_STEPS.map((step) => (
            <li key={step.title} className={styles.step}>
              <h3>{t(step.title)}</h3>
              <p>{t(step.text)}</p>
            </li>
          ))}
        </ol>
        <p className={styles.notice}>{t('TEXT_ABOUT_CATALOGUE_NOTICE')}</p>
      </section>

      <p className={styles.cta}>
        <Link to="/shop">{t('BUTTON_BROWSE_CATALOG')}</Link> · <Link to="/site/contact-us-v1">{t('LINK_CONTACT_US')}</Link>
      </p>
    </SectionPage>
  );
}
