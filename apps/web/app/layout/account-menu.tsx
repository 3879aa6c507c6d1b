import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@gazeta/contract';
import { ChevronDownIcon, UserIcon } from '../components/icons.tsx';
import { LogoutButton } from '../features/account/components/logout-button.tsx';
import { paths } from '../lib/paths.ts';
import { useDismiss } from '../lib/use-dismiss.ts';

/** The signed-in user's name as the header shows it. */
export const displayName = (user: User) => user.first_name || user.full_name || user.email || '';

/** The header links of a signed-in user (spec §1: account menu), also used by the mobile menu. */
export const ACCOUNT_LINKS = [
  { to: paths.profile(), key: 'account.profile' },
  { to: paths.feedMy(), key: 'feed:nav.myPosts' },
  { to: paths.profileChangeInfo(), key: 'account.personalData' },
] as const;

/**
 * The account menu: the user's name, then Profile, My posts, Personal data and Exit. A native
 * <details>, so it opens without JavaScript too; with it, it closes on an outside click,
 * Escape and a route change.
 */
export function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDetailsElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(root, open, close);
  const name = displayName(user);
  return (
    <details ref={root} className="account-menu" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="header__account account-menu__toggle" aria-label={t('account.menu', { name })}>
        <UserIcon />
        <span className="header__account-label account-menu__name">{name}</span>
        <ChevronDownIcon width={18} height={18} className="account-menu__chevron" />
      </summary>
      <ul className="account-menu__list">
        {ACCOUNT_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="account-menu__link">
              {t(link.key)}
            </Link>
          </li>
        ))}
        <li>
          <LogoutButton className="account-menu__link account-menu__exit" />
        </li>
      </ul>
    </details>
  );
}
