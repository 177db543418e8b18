import { forwardRef, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { createPath, resolvePath, UNSAFE_DataRouterContext, UNSAFE_NavigationContext, useLocation, type To } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the shop as the route table names it (`/shop/cart`), without the language's prefix. */
  to: To;
  /** Replace the current history entry (by default: when the link leads where the shopper is). */
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

/** An address of another site (`https:`, `mailto:`...): an ordinary link. */
const EXTERNAL = /^[a-z][a-z\d+.-]*:/i;

/** An absolute path with nothing to resolve: no `.` or empty segment before its query or fragment. */
const PLAIN_PATH = /^\/(?![^?#]*(?:\/\.|\/\/|\/$))/;

/** Whether a click is the router's to handle: a plain left click on a link opening in this window. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

/**
 * A link to a page of the shop: an `<a href>` with the language's prefix, that the router follows
 * in the page on a plain click. React Router's `Link` does the same with more: relative routes,
 * prefetching, view transitions, route discovery (the `data-discover` attribute it writes on every
 * link), masks. The shop uses none of them, and a listing renders about 90 links, where those
 * checks were a tenth of its server render. Relative paths resolve against the current page's path.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, state, preventScrollReset, onClick, target, children, ...rest }, ref) {
  const { basename, navigator } = useContext(UNSAFE_NavigationContext);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const location = useLocation();
  if (typeof to === 'string' && EXTERNAL.test(to)) {
    return (
      <a {...rest} ref={ref} href={to} target={target} onClick={onClick}>
        {children}
      </a>
    );
  }
  const withPrefix = (pathname: string) => (basename === '/' || basename === '' ? pathname : pathname === '/' ? basename : basename + pathname);
  // Most links name a plain path of the shop: its address is the path with the language's prefix.
  let href: string;
  if (typeof to === 'string' && PLAIN_PATH.test(to)) {
    const end = to.search(/[?#]/);
    href = end === -1 ? withPrefix(to) : withPrefix(to.slice(0, end)) + to.slice(end);
  } else {
    const path = resolvePath(to, location.pathname);
    href = createPath({ ...path, pathname: withPrefix(path.pathname) });
  }

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    const path = resolvePath(to, location.pathname);
    const replaceEntry = replace ?? createPath(location) === createPath(path);
    // The data router adds the prefix itself; a plain router (unit tests) is given the whole path.
    if (dataRouter) void dataRouter.router.navigate(path, { replace: replaceEntry, state, preventScrollReset });
    else if (replaceEntry) navigator.replace({ ...path, pathname: withPrefix(path.pathname) }, state);
    else navigator.push({ ...path, pathname: withPrefix(path.pathname) }, state);
  };

  return (
    <a {...rest} ref={ref} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
});
