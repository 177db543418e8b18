import { Badge, type BadgeTone, useTranslation } from '../ui';
import type { PriceRunState } from '../gql/graphql';

const STATE: Record<PriceRunState, { tone: BadgeTone; label: `admin.PRICE_RUN_STATE_${PriceRunState}` }> = {
  STAGING: { tone: 'info', label: 'admin.PRICE_RUN_STATE_STAGING' },
  PREVIEWED: { tone: 'warning', label: 'admin.PRICE_RUN_STATE_PREVIEWED' },
  APPLYING: { tone: 'info', label: 'admin.PRICE_RUN_STATE_APPLYING' },
  APPLIED: { tone: 'success', label: 'admin.PRICE_RUN_STATE_APPLIED' },
  UNDOING: { tone: 'info', label: 'admin.PRICE_RUN_STATE_UNDOING' },
  UNDONE: { tone: 'neutral', label: 'admin.PRICE_RUN_STATE_UNDONE' },
  DISCARDED: { tone: 'neutral', label: 'admin.PRICE_RUN_STATE_DISCARDED' },
};

/** A run's state as a badge. */
export function RunState({ state }: { state: PriceRunState }) {
  const { t } = useTranslation();
  return (
    <Badge tone={STATE[state].tone} dot>
      {t(STATE[state].label)}
    </Badge>
  );
}
