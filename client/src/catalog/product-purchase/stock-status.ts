import type { StockStatus } from '../../ui/badge/stock-badge';
import type { StockStatus as ApiStockStatus } from '../../gql/graphql';

/** The design system's stock state of the API's. */
export const STOCK_STATUS: Record<ApiStockStatus, StockStatus> = {
  IN_STOCK: 'in-stock',
  OUT_OF_STOCK: 'out-of-stock',
  ON_BACKORDER: 'on-backorder',
};
