import { useTranslation } from '../../i18n/use-translation';
import { Badge, type BadgeTone } from './badge';
import type { UiTranslationKey } from '../i18n-resources';

/** What a product states about the shopper's current vehicle. */
export type FitBadgeStatus = 'fits' | 'does-not-fit' | 'universal' | 'unknown';

const LOOK: Record<FitBadgeStatus, { tone: BadgeTone; key: UiTranslationKey }> = {
  fits: { tone: 'success', key: 'TEXT_FIT_FITS' },
  'does-not-fit': { tone: 'failure', key: 'TEXT_FIT_DOES_NOT_FIT' },
  universal: { tone: 'info', key: 'TEXT_FIT_UNIVERSAL' },
  unknown: { tone: 'neutral', key: 'TEXT_FIT_UNKNOWN' },
};

export interface FitBadgeProps {
  status: FitBadgeStatus;
  /** The vehicle's name as the shopper knows it ("2012 Volkswagen Amarok 2.0 TDI"). */
  vehicle: string;
  className?: string;
}

/**
 * "Fits {vehicle}", "Does not fit {vehicle}", "{vehicle}: universal…" or "{vehicle}: fit unknown", as a
 * status badge: every statement names its vehicle in visible text, so rows for several vehicles differ.
 */
export function FitBadge({ status, vehicle, className }: FitBadgeProps) {
  const { t } = useTranslation();
  const look = LOOK[status];
  // The vehicle's name keeps its own direction inside a right-to-left sentence ("2015 Volkswagen…"
  // would otherwise see its year jump to the far end): it is isolated in a <bdi>.
  const [before, after = ''] = t(look.key, { vehicle: VEHICLE_SLOT }).split(VEHICLE_SLOT);
  return (
    <Badge tone={look.tone} dot className={className} data-fit={status}>
      {/* One flex item beside the dot, so the sentence wraps as one. */}
      <span>
        {before}
        <bdi>{vehicle}</bdi>
        {after}
      </span>
    </Badge>
  );
}

/** Stands for the vehicle's name in the translated sentence, where the <bdi> goes. */
const VEHICLE_SLOT = '\u0000';
