import { Link } from '../../ui/link/link';

/** The shop's mark: a wheel with a road through it. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false" className="logo__mark">
      <circle cx="24" cy="24" r="21" fill="var(--color-brand-800)" />
      <circle cx="24" cy="24" r="13" fill="none" stroke="var(--color-accent-400)" strokeWidth="5" />
      <circle cx="24" cy="24" r="4" fill="var(--color-white)" />
      <path d="M24 3v8M24 37v8M3 24h8M37 24h8" stroke="var(--color-white)" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** Logo with the shop's name and slogan, linking home. */
export function Logo({ name, slogan, compact = false }: { name: string; slogan: string; compact?: boolean }) {
  return (
    <Link to="/" className="logo">
      <LogoMark size={compact ? 32 : 44} />
      <span className="logo__text">
        <span className="logo__name">{name}</span>
        {!compact && slogan && <span className="logo__slogan">{slogan}</span>}
      </span>
    </Link>
  );
}
