import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Category } from '@gazeta/contract';
import { ChevronDownIcon } from '../components/icons.tsx';
import { paths } from '../lib/paths.ts';
import { useDismiss } from '../lib/use-dismiss.ts';

/** The sections submenu; closes on an outside click, Escape or a route change (spec §2). */
export function CategoryMenu({ categories }: { categories: Category[] }) {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  useDismiss(root, open, () => setOpen(false));
  return (
    <div ref={root} className="category-menu">
      <button
        type="button"
        className="nav__link category-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {t('header.categories')}
        <ChevronDownIcon width={18} height={18} />
      </button>
      <ul id={menuId} className="category-menu__list" hidden={!open}>
        <li>
          <Link to={paths.home()} className="category-menu__link">
            {t('header.allNews')}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.category_id}>
            <Link to={paths.category(category.slug)} className="category-menu__link">
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
