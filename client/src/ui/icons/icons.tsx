import type { SVGProps } from 'react';
import sprite from './icons.svg?url&no-inline';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/**
 * The shop's line icons, drawn from one sprite (`icons.svg`, a hashed file the browser keeps): each
 * icon on a page is a `<use>` of its symbol, not a copy of its shape. They take the text colour and
 * are hidden from assistive technologies (the control around them carries the name).
 */
function Icon({ name, size = 20, className, ...props }: IconProps & { name: string }) {
  // The line style (no fill, 2-unit round strokes in the text colour) is the `.icon` rule of
  // styles/base.css, and the box is the symbol's: each icon's markup stays a few dozen bytes.
  return (
    <svg className={className ? `icon ${className}` : 'icon'} width={size} height={size} aria-hidden="true" {...props}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
export const IconClose = (p: IconProps) => <Icon name="close" {...p} />;
export const IconPlus = (p: IconProps) => <Icon name="plus" {...p} />;
export const IconMinus = (p: IconProps) => <Icon name="minus" {...p} />;
/** Points towards the inline end; mirrored on right-to-left pages by the `.flip-rtl` class. */
export const IconChevronEnd = (p: IconProps) => <Icon name="chevron-end" {...p} />;
export const IconChevronStart = (p: IconProps) => <Icon name="chevron-start" {...p} />;
export const IconChevronDown = (p: IconProps) => <Icon name="chevron-down" {...p} />;
export const IconCart = (p: IconProps) => <Icon name="cart" {...p} />;
export const IconHeart = (p: IconProps) => <Icon name="heart" {...p} />;
export const IconCompare = (p: IconProps) => <Icon name="compare" {...p} />;
export const IconCheck = (p: IconProps) => <Icon name="check" {...p} />;
export const IconInfo = (p: IconProps) => <Icon name="info" {...p} />;
export const IconWarning = (p: IconProps) => <Icon name="warning" {...p} />;
export const IconDanger = (p: IconProps) => <Icon name="danger" {...p} />;
export const IconImage = (p: IconProps) => <Icon name="image" {...p} />;
export const IconEye = (p: IconProps) => <Icon name="eye" {...p} />;
