import type { SearchSuggestionsQuery as SuggestionsData } from '../../gql/graphql';
import { categoryUrl } from '../frame-queries';
import { productUrl } from '../../lib/product-url';
import { limitSuggestions } from './suggestion-rules';

export type Suggestions = SuggestionsData['searchSuggestions'];

/** The suggestions shown, in the order the arrow keys walk them: products, then categories. */
export function suggestionOptions(suggestions: Suggestions) {
  const { products, categories } = limitSuggestions(suggestions.products, suggestions.categories);
  return {
    products,
    categories,
    urls: [...products.map((p) => productUrl(p)), ...categories.map((c) => categoryUrl(c))],
  };
}

/** The id of the suggestion at `index` of the listbox `listId` (the search box's active descendant). */
export function suggestionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}
