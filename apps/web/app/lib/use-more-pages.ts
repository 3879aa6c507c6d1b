import { useEffect, useRef, useState, type MouseEvent } from 'react';

interface Page<T> {
  data: T[];
  next_cursor: string | null;
}

/**
 * A catalogue's "more" (keyset pages: classifieds, the business directory): the link leads to the
 * next page's own address, so it works without JavaScript; with it, the next items are added below
 * those shown, the first of them takes the focus, and a status line says how many came. A failed
 * fetch goes to the next page's address.
 */
export function useMorePages<T extends { id: number }>(
  first: Page<T>,
  { fetchPage, href, loaded, focusTarget }: { fetchPage: (cursor: string) => Promise<Page<T>>; href: (cursor: string) => string; loaded: (count: number) => string; focusTarget: (id: number) => string },
) {
  const [more, setMore] = useState<T[]>([]);
  const [next, setNext] = useState(first.next_cursor);
  const [loading, setLoading] = useState(false);
  const [status, setStatus] = useState('');
  const [focusId, setFocusId] = useState<number | null>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (focusId === null) return;
    list.current?.querySelector<HTMLAnchorElement>(focusTarget(focusId))?.focus();
  }, [focusId, focusTarget]);

  const loadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab, or a modified click, opens the next page's own address.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || !next) return;
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    fetchPage(next)
      .then((page) => {
        setMore((shown) => [...shown, ...page.data]);
        setNext(page.next_cursor);
        setStatus(loaded(page.data.length));
        setFocusId(page.data[0]?.id ?? null);
      })
      .catch((error: unknown) => {
        console.error('Failed to get the next page', error);
        window.location.assign(href(next));
      })
      .finally(() => setLoading(false));
  };

  return { items: [...first.data, ...more], next, loading, status, list, loadMore };
}
