import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');

/** True once (or while, with `once` false) the element overlaps the viewport by `threshold`. */
export function useInView(
  ref: RefObject<Element | null>,
  { threshold = 0, rootMargin = '0px', once = true }: { threshold?: number; rootMargin?: string; once?: boolean } = {},
): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        setInView(entry.isIntersecting);
        if (entry.isIntersecting && once) observer.disconnect();
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, rootMargin, once]);
  return inView;
}

/** Sets the page's title, description and canonical address (the static tags in index.html are defaults). */
export function useDocumentMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title;
    const canonical = `${window.location.origin}${window.location.pathname}`;
    setAttribute('link[rel="canonical"]', 'href', canonical);
    setAttribute('meta[property="og:url"]', 'content', canonical);
    setAttribute('meta[property="og:title"]', 'content', title);
    if (description) {
      setAttribute('meta[name="description"]', 'content', description);
      setAttribute('meta[property="og:description"]', 'content', description);
    }
  }, [title, description]);
}

function setAttribute(selector: string, attribute: string, value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}
