import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { Image } from '../../ui/image/image';
import { Price } from '../../ui/price/price';
import { Rating } from '../../ui/rating/rating';
import type { SearchSuggestionsQuery as SuggestionsData } from '../../gql/graphql';
import { categoryUrl } from '../frame-queries';
import { pictureFor } from '../../lib/picture-size';
import { limitSuggestions } from './suggestion-rules';

export type Suggestions = SuggestionsData['searchSuggestions'];

/** Up to 3 products (image, name, rating, price) and up to 4 categories. */
export function SuggestionsList({ suggestions, id, onNavigate }: { suggestions: Suggestions; id: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { products, categories } = limitSuggestions(suggestions.products, suggestions.categories);
  return (
    <div id={id} className="suggestions" role="region" aria-label={t('TEXT_SEARCH_SUGGESTIONS')}>
      {products.length > 0 && (
        <section className="suggestions__section">
          <h3 className="suggestions__heading">{t('TEXT_SUGGESTED_PRODUCTS')}</h3>
          <ul className="suggestions__products">
            {products.map((product) => (
              <li key={product.id}>
                <Link className="suggestions__product" to={`/shop/products/${encodeURIComponent(product.slug)}`} onClick={onNavigate}>
                  <span className="suggestions__image">
                    {product.images[0] ? (
                      <Image src={pictureFor(product.images[0], 48)} alt="" width={48} height={48} />
                    ) : (
                      <span className="suggestions__no-image" aria-hidden="true" />
                    )}
                  </span>
                  <span className="suggestions__info">
                    <span className="suggestions__name">{product.name}</span>
                    <Rating value={product.rating} size={12} />
                  </span>
                  <Price value={product.price} compareAt={product.compareAtPrice} size="sm" className="suggestions__price" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {categories.length > 0 && (
        <section className="suggestions__section">
          <h3 className="suggestions__heading">{t('TEXT_SUGGESTED_CATEGORIES')}</h3>
          <ul className="suggestions__categories">
            {categories.map((category) => (
              <li key={category.id}>
                <Link className="suggestions__category" to={categoryUrl(category)} onClick={onNavigate}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
