import type { ReactNode } from 'react';
import { Link } from '../../ui/link/link';
import { useTranslation } from '../../i18n/use-translation';
import { Image } from '../../ui/image/image';
import { Price } from '../../ui/price/price';
import { Rating } from '../../ui/rating/rating';
import { pictureFor } from '../../lib/picture-size';
import { suggestionId, suggestionOptions, type Suggestions } from './suggestions';

/**
 * The search box's popup: a listbox of up to 3 products (image, name, rating, price) and up to 4
 * categories, in two groups. Each option is a link (a pointer can open it in a new tab) kept out of
 * the Tab order: the keyboard stays in the search box and moves the highlight (`active`).
 */
export function SuggestionsList({
  suggestions,
  id,
  active,
  onNavigate,
  onHover,
}: {
  suggestions: Suggestions;
  id: string;
  active: number;
  onNavigate: () => void;
  onHover: (index: number) => void;
}) {
  const { t } = useTranslation();
  const { products, categories, urls } = suggestionOptions(suggestions);
  const option = (index: number) => ({
    id: suggestionId(id, index),
    role: 'option' as const,
    'aria-selected': index === active,
    tabIndex: -1,
    to: urls[index],
    onClick: onNavigate,
    onMouseMove: () => {
      if (index !== active) onHover(index);
    },
  });
  return (
    <div id={id} className="suggestions" role="listbox" aria-label={t('TEXT_SEARCH_SUGGESTIONS')}>
      {products.length > 0 && (
        <Group label={t('TEXT_SUGGESTED_PRODUCTS')} listClassName="suggestions__products">
          {products.map((product, index) => (
            <li key={product.id} role="none">
              <Link className="suggestions__product" {...option(index)}>
                <span className="suggestions__image">
                  {product.images[0] ? (
                    <Image src={pictureFor(product.images[0], 48)} alt="" width={48} height={48} />
                  ) : (
                    <span className="suggestions__no-image" aria-hidden="true" />
                  )}
                </span>
                <span className="suggestions__info">
                  {/* Its own direction (a Latin name reads left to right in a right-to-left page), so a long name is cut at its end. */}
                  <span className="suggestions__name" dir="auto">
                    {product.name}
                  </span>
                  <Rating value={product.rating} size={12} />
                </span>
                <Price value={product.price} compareAt={product.compareAtPrice} size="sm" className="suggestions__price" />
              </Link>
            </li>
          ))}
        </Group>
      )}
      {categories.length > 0 && (
        <Group label={t('TEXT_SUGGESTED_CATEGORIES')} listClassName="suggestions__categories">
          {categories.map((category, index) => (
            <li key={category.id} role="none">
              <Link className="suggestions__category" {...option(products.length + index)}>
                {category.name}
              </Link>
            </li>
          ))}
        </Group>
      )}
    </div>
  );
}

/** A group of the listbox, its visible heading hidden from assistive technology (the group is named). */
function Group({ label, listClassName, children }: { label: string; listClassName: string; children: ReactNode }) {
  return (
    <div className="suggestions__section" role="group" aria-label={label}>
      <p className="suggestions__heading" aria-hidden="true">
        {label}
      </p>
      <ul className={listClassName} role="none">
        {children}
      </ul>
    </div>
  );
}
