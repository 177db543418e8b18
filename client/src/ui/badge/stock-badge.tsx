import { useTranslation } from '../../i18n/use-translation';
import { Badge, type BadgeTone } from './badge';

export type StockStatus = 'in-stock' | 'out-of-stock' | 'on-backorder';

export interface StockBadgeLook {
  tone: Extract<BadgeTone, 'success' | 'failure' | 'warning'>;
  textKey: 'TEXT_STOCK_IN_STOCK' | 'TEXT_STOCK_OUT_OF_STOCK' | 'TEXT_STOCK_ON_BACKORDER';
}

const looks: Record<StockStatus, StockBadgeLook> = {
  'in-stock': { tone: 'success', textKey: 'TEXT_STOCK_IN_STOCK' },
  'out-of-stock': { tone: 'failure', textKey: 'TEXT_STOCK_OUT_OF_STOCK' },
  'on-backorder': { tone: 'warning', textKey: 'TEXT_STOCK_ON_BACKORDER' },
};

/** Badge tone and text key for a stock status (spec §4, stock badge). */
export function stockBadgeLook(stock: StockStatus): StockBadgeLook {
  return looks[stock];
}

export function StockBadge({ stock, className }: { stock: StockStatus; className?: string }) {
  const { t } = useTranslation();
  const { tone, textKey } = stockBadgeLook(stock);
  return (
    <Badge tone={tone} dot className={className} data-stock={stock}>
      {t(textKey)}
    </Badge>
  );
}
