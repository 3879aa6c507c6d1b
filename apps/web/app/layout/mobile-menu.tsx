import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Category, User } from '@gazeta/contract';
import { CloseIcon } from '../components/icons.tsx';
import { LogoutButton } from '../features/account/components/logout-button.tsx';
import { paths } from '../lib/paths.ts';
import { useBodyScrollLock } from '../lib/use-body-scroll-lock.ts';
import { useModalDialog } from '../lib/use-modal-dialog.ts';
import { ACCOUNT_LINKS, displayName } from './account-menu.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { MainNavLinks } from './main-nav.tsx';
import { SocialLinks } from './social-links.tsx';

const NotificationsMenuLink = lazy(() =>
  import('../features/notifications/components/notification-bell.tsx').then((module) => ({ default: module.NotificationsMenuLink })),
);

/** Spec §2: the mobile menu also links these pages and the social networks. */
export const MOBILE_EXTRA_LINKS = [
  { to: paths.about(), key: 'links.about' },
  { to: paths.map(), key: 'links.map' },
  { to: paths.archive(), key: 'links.archive' },
  { to: paths.privateAdInstruction(), key: 'links.privateAdInstruction' },
  { to: paths.userDeleteInfo(), key: 'links.userDeleteInfo' },
] as const;

/** A full-height drawer on the native <dialog>; the page behind does not scroll while it is open. */
export function MobileMenu(props: { open: boolean; onClose: () => void; categories: Category[]; user: User | null }) {
  const { open, onClose, categories, user } = props;
  const { t } = useTranslation('layout');
  const ref = useRef<HTMLDialogElement>(null);
  const { key } = useLocation();
  const firstKey = useRef(key);
  useBodyScrollLock(open);

  useModalDialog(ref, open);

  useEffect(() => {
    if (key !== firstKey.current) onClose();
    firstKey.current = key;
  }, [key, onClose]);

  // Its contents exist only while it is open: every page would otherwise render (and send)
  // every link twice, and a closed drawer is hidden from everyone anyway.
  return (
    <dialog ref={ref} className="drawer" aria-label={t('mobileMenu.title')} onClose={onClose}>
      {open ? <DrawerContents onClose={onClose} categories={categories} user={user} /> : null}
    </dialog>
  );
}

function DrawerContents({ onClose, categories, user }: { onClose: () => void; categories: Category[]; user: User | null }) {
  const { t } = useTranslation('layout');
  return (
    <>
      <div className="drawer__header">
        <span className="drawer__title">{t('mobileMenu.title')}</span>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t('header.closeMenu')}>
          <CloseIcon />
        </button>
      </div>
      <MenuLinks categories={categories} user={user} />
    </>
  );
}

/** What the phone menu offers: in the drawer, and as the /menu page before JavaScript runs. */
export function MenuLinks({ categories, user }: { categories: Category[]; user: User | null }) {
  const { t } = useTranslation('layout');
  return (
    <>
      <nav aria-label={t('header.nav')}>
        <ul className="drawer__list">
          <MainNavLinks className="drawer__link" />
        </ul>
        <h2 className="drawer__heading">{user ? displayName(user) : t('header.account')}</h2>
        <ul className="drawer__list drawer__list--compact">
          {user ? (
            <>
              <li>
                <Suspense fallback={null}>
                  <NotificationsMenuLink className="drawer__link drawer__bell" />
                </Suspense>
              </li>
              {ACCOUNT_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="drawer__link">
                    {t(link.key)}
                  </Link>
                </li>
              ))}
              <li>
                <LogoutButton className="drawer__link drawer__button" />
              </li>
            </>
          ) : (
            <>
              <li>
                <Link to={paths.login()} className="drawer__link">
                  {t('header.login')}
                </Link>
              </li>
              <li>
                <Link to={paths.register()} className="drawer__link">
                  {t('account.register')}
                </Link>
              </li>
            </>
          )}
        </ul>
        <h2 className="drawer__heading">{t('header.categories')}</h2>
        <ul className="drawer__list drawer__list--compact">
          {categories.map((category) => (
            <li key={category.category_id}>
              <Link to={paths.category(category.slug)} className="drawer__link">
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
        <h2 className="drawer__heading">{t('mobileMenu.more')}</h2>
        <ul className="drawer__list drawer__list--compact">
          {MOBILE_EXTRA_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="drawer__link">
                {t(link.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="drawer__footer">
        <LanguageSwitcher />
        <h2 className="drawer__heading">{t('mobileMenu.follow')}</h2>
        <SocialLinks />
      </div>
    </>
  );
}
