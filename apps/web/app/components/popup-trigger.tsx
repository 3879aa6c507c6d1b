import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * What opens a pop-up: until JavaScript runs, a link to the pop-up's own address (the page then
 * shows the form or the question in place); after, a button that opens the pop-up.
 */
export function PopupTrigger({ to, onOpen, className, children }: { to: string; onOpen: () => void; className: string; children: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <button type="button" className={className} onClick={onOpen}>
      {children}
    </button>
  );
}
