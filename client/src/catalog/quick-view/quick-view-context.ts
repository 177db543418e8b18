import { createContext, useContext } from 'react';

/** Opens the quick view of a product (spec §2): the modal is mounted once, above every page. */
export interface QuickViewApi {
  open(slug: string): void;
}

export const QuickViewContext = createContext<QuickViewApi | null>(null);

/** The quick view, or null where no quick view is mounted (cards then show no quick-view button). */
export function useQuickView(): QuickViewApi | null {
  return useContext(QuickViewContext);
}
