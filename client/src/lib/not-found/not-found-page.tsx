import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../ui/link/link';
import { useTranslation } from '../../i18n/use-translation';
import { usePageMeta } from '../page-meta/use-page-meta';
import styles from './not-found-page.module.css';

export interface NotFoundPageProps {
  /** What was not found, in place of the general lead (for example 'Product not found'). */
  message?: string;
  /** Ways on that fit what was asked (for example the models of a make), under the search box. */
  children?: ReactNode;
}

/** The 404 page: 'Page Not Found', 'Oops! Error 404', a search box and a way home. */
export function NotFoundPage({ message, children }: NotFoundPageProps = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  // Titled 'Page Not Found' alone, in the server's head and in the browser alike; kept out of search results.
  usePageMeta({ title: t('TEXT_PAGE_NOT_FOUND_TITLE'), bareTitle: true, noindex: true });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    navigate(q ? `/shop/category/products?q=${encodeURIComponent(q)}` : '/shop/category/products');
  };

  return (
    <section className={styles.page} data-page="not-found" aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">404</p>
      <h1 id="not-found-title" tabIndex={-1}>
        {t('TEXT_OOPS_ERROR_404')}
      </h1>
      <p>{message ?? t('TEXT_PAGE_NOT_FOUND_LEAD')}</p>
      <form className={styles.search} role="search" onSubmit={onSubmit}>
        <label className="visually-hidden" htmlFor="not-found-query">
          {t('INPUT_SEARCH_PLACEHOLDER')}
        </label>
        <input
          id="not-found-query"
          type="text"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('INPUT_SEARCH_PLACEHOLDER')}
        />
        <button type="submit">{t('BUTTON_SEARCH')}</button>
      </form>
      {children}
      <p>{t('TEXT_PAGE_NOT_FOUND_HINT')}</p>
      <Link className={styles.home} to="/">
        {t('BUTTON_GO_TO_HOME_PAGE')}
      </Link>
    </section>
  );
}
