import { useTranslation } from '../../i18n/use-translation';
import { SectionPage } from '../../lib/section-page/section-page';
import styles from './typography-page.module.css';

/** Every text element the design system styles, with shop-like sample text, to check them at a glance. */
export function TypographyPage() {
  const { t } = useTranslation();
  return (
    <SectionPage section={{ title: t('MENU_PAGES'), url: '/site/about-us' }} title={t('MENU_PAGES_TYPOGRAPHY')} lead={t('TEXT_TYPO_LEAD')}>
      <div className={styles.sample}>
        <h2>{t('TEXT_TYPO_H2')}</h2>
        <p>
          {t('TEXT_TYPO_PARAGRAPH')} <a href="#typography-lists">{t('TEXT_TYPO_LINK')}</a>, <strong>{t('TEXT_TYPO_STRONG')}</strong>,{' '}
          <em>{t('TEXT_TYPO_EM')}</em>, <mark>{t('TEXT_TYPO_MARK')}</mark>, <small>{t('TEXT_TYPO_SMALL')}</small>, <del>AR$ 14.900</del>{' '}
          <ins>AR$ 12.600</ins>, <abbr title={t('TEXT_TYPO_ABBR_TITLE')}>VIN</abbr>, CO<sub>2</sub>, 20 m<sup>2</sup>,{' '}
          <code>W 712/95</code>, <kbd>Ctrl</kbd> + <kbd>K</kbd>.
        </p>
        <h3>{t('TEXT_TYPO_H3')}</h3>
        <p>{t('TEXT_TYPO_PARAGRAPH_2')}</p>
        <h4>{t('TEXT_TYPO_H4')}</h4>
        <p>{t('TEXT_TYPO_PARAGRAPH_3')}</p>
        <h5>{t('TEXT_TYPO_H5')}</h5>
        <h6>{t('TEXT_TYPO_H6')}</h6>

        <h2 id="typography-lists">{t('TEXT_TYPO_LISTS')}</h2>
        <ul>
          <li>{t('TEXT_TYPO_LIST_1')}</li>
          <li>
            {t('TEXT_TYPO_LIST_2')}
            <ul>
              <li>{t('TEXT_TYPO_LIST_2A')}</li>
              <li>{t('TEXT_TYPO_LIST_2B')}</li>
            </ul>
          </li>
          <li>{t('TEXT_TYPO_LIST_3')}</li>
        </ul>
        <ol>
          <li>{t('TEXT_TYPO_STEP_1')}</li>
          <li>{t('TEXT_TYPO_STEP_2')}</li>
          <li>{t('TEXT_TYPO_STEP_3')}</li>
        </ol>
        <dl>
          <dt>{t('TEXT_TYPO_TERM_OE')}</dt>
          <dd>{t('TEXT_TYPO_TERM_OE_TEXT')}</dd>
          <dt>{t('TEXT_TYPO_TERM_AFTERMARKET')}</dt>
          <dd>{t('TEXT_TYPO_TERM_AFTERMARKET_TEXT')}</dd>
        </dl>

        <h2>{t('TEXT_TYPO_QUOTES')}</h2>
        <blockquote>
          <p>{t('TEXT_TYPO_QUOTE')}</p>
          <footer>
            — <cite>{t('TEXT_TYPO_QUOTE_SOURCE')}</cite>
          </footer>
        </blockquote>
        <pre>
          <code>{'VIN:  8AWZZZ377CA123456\nWMI:  8AW\nAño:  C = 2012'}</code>
        </pre>
        <hr />

        <h2>{t('TEXT_TYPO_TABLE')}</h2>
        <div className={styles.tableWrap}>
          <table>
            <caption>{t('TEXT_TYPO_TABLE_CAPTION')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('TEXT_TYPO_TABLE_PART')}</th>
                <th scope="col">{t('TEXT_TYPO_TABLE_INTERVAL')}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>{t('TEXT_TYPO_TABLE_OIL')}</td>
                <td>10.000 km</td>
              </tr>
              <tr>
                <td>{t('TEXT_TYPO_TABLE_AIR')}</td>
                <td>20.000 km</td>
              </tr>
              <tr>
                <td>{t('TEXT_TYPO_TABLE_BELT')}</td>
                <td>60.000 km</td>
              </tr>
            </tbody>
          </table>
        </div>
      </div>
    </SectionPage>
  );
}
