import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../lib/paths.ts';

/** The sections of spec §1's header: feed, events, business ads, private ads. */
export const MAIN_SECTIONS = [
  { to: paths.feed(), key: 'header.feed' },
  { to: paths.events(), key: 'header.events' },
  { to: paths.ethnicAds(), key: 'header.ethnicAds' },
  { to: paths.privateAds(), key: 'header.privateAds' },
] as const;

export function MainNavLinks({ className }: { className: string }) {
  const { t } = useTranslation('layout');
  return (
    <>
      {MAIN_SECTIONS.map((section) => (
        <li key={section.to}>
          <NavLink to={section.to} className={className}>
            {t(section.key)}
          </NavLink>
        </li>
      ))}
    </>
  );
}
