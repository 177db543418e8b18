import type { ReactNode } from 'react';
import { Link } from '../../ui/link/link';

/** An icon with a count badge and an optional caption, linking to a page. */
export function IndicatorLink({ to, icon, label, count, caption }: { to: string; icon: ReactNode; label: string; count?: number; caption?: ReactNode }) {
  return (
    <Link className="indicator" to={to}>
      <IndicatorFace icon={icon} count={count} caption={caption} label={label} />
    </Link>
  );
}

/**
 * What an indicator shows: its icon with the count and a caption. `label` names an indicator
 * whose caption does not (read first, so the spoken name starts with it: "Carrito 2 AR$ 10,00").
 */
export function IndicatorFace({ icon, count, caption, label }: { icon: ReactNode; count?: number; caption?: ReactNode; label?: string }) {
  return (
    <>
      {label && <span className="visually-hidden">{label} </span>}
      <span className="indicator__icon">
        {icon}
        {count !== undefined && <span className="indicator__counter">{count}</span>}
      </span>{' '}
      {caption && <span className="indicator__caption">{caption}</span>}
    </>
  );
}

export function UserIcon({ size = 24 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </svg>
  );
}
