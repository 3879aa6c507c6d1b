import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Category } from '@gazeta/contract';
import { CloseIcon } from '../components/icons.tsx';
import { paths } from '../lib/paths.ts';
import { useBodyScrollLock } from '../lib/use-body-scroll-lock.ts';
import { useModalDialog } from '../lib/use-modal-dialog.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { MainNavLinks } from './main-nav.tsx';
import { SocialLinks } from './social-links.tsx';

/** Spec §2: the mobile menu also links these pages and the social networks. */
export const MOBILE_EXTRA_LINKS = [
  { to: paths.about(), key: 'links.about' },
  { to: paths.map(), key: 'links.map' },
  { to: paths.archive(), key: 'links.archive' },
  { to: paths.privateAdInstruction(), key: 'links.privateAdInstruction' },
  { to: paths.userDeleteInfo(), key: 'links.userDeleteInfo' },
] as const;

/** A full-height drawer on the native <dialog>; the page behind does not scroll while it is open. */
export function MobileMenu({ open, onClose, categories }: { open: boolean; onClose: () => void; categories: Category[] }) {
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

  return (
    <dialog ref={ref} className="drawer" aria-label={t('mobileMenu.title')} onClose={onClose}>
      <div className="drawer__header">
        <span className="drawer__title">{t('mobileMenu.title')}</span>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t('header.closeMenu')}>
          <CloseIcon />
        </button>
      </div>
      <nav aria-label={t('header.nav')}>
        <ul className="drawer__list">
          <MainNavLinks className="drawer__link" />
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
    </dialog>
  );
}
