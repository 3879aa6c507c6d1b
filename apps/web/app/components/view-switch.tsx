import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface ViewOption {
  to: string;
  label: ReactNode;
  current: boolean;
}

/**
 * Two or three views of one page (sign in by SMS or by password, the posts or the comments to
 * moderate) as a row of links, the current one dark (`aria-current="page"`). Links, so each view
 * has its address and works without JavaScript. `replace`: switching does not add to the history.
 */
export function ViewSwitch({ label, options, replace = false, className }: { label: string; options: readonly ViewOption[]; replace?: boolean; className?: string }) {
  return (
    <nav className={className ? `switch ${className}` : 'switch'} aria-label={label}>
      {options.map((option) => (
        <Link
          key={option.to}
          to={option.to}
          className="switch__option"
          aria-current={option.current ? 'page' : undefined}
          replace={replace}
          preventScrollReset={replace}
        >
          {option.label}
        </Link>
      ))}
    </nav>
  );
}
