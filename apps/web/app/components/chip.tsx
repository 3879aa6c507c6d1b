import { Link } from 'react-router';
import { CloseIcon } from './icons.tsx';

/**
 * A chosen filter as a chip that takes it off: its label and a cross, one link back to the list
 * without it (so it works without JavaScript). `removeLabel` says what following it does ("Remove
 * the category …: show all posts"); a long label wraps inside the chip.
 */
export function RemovableChip({ to, label, removeLabel }: { to: string; label: string; removeLabel: string }) {
  return (
    <Link to={to} className="chip chip--removable" aria-label={removeLabel}>
      <span className="chip__label">{label}</span>
      <CloseIcon width={18} height={18} />
    </Link>
  );
}
