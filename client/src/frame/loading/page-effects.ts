import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';

/** Fades out the static preloader of index.html once the first route has rendered, then removes it. */
export function usePreloaderRemoval(ready: boolean): void {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    const preloader = document.getElementById('preloader');
    if (!preloader) return;
    preloader.classList.add('preloader--hidden');
    const remove = () => preloader.remove();
    preloader.addEventListener('transitionend', remove, { once: true });
    // Reduced motion has no transition: remove it soon anyway.
    window.setTimeout(remove, 600);
  }, [ready]);
}

/** After a navigation the page starts at the top, unless the address names an anchor. */
export function useScrollToTop(): void {
  const { pathname, search, hash } = useLocation();
  const navigation = useNavigation();
  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);
  useEffect(() => {
    if (navigation.state !== 'idle') return;
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, search, hash, navigation.state]);
}
