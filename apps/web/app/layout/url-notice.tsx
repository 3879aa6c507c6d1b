import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { noticeFrom, noticeKey, searchWithoutNotice } from '../lib/notice.ts';
import { toast } from '../lib/toast.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * The one-time message a redirect carries in `?notice=` (lib/notice.ts): a banner in the
 * server-rendered page (readers without JavaScript), a toast once JavaScript runs; either way
 * it then leaves the address, so a reload does not say it again.
 */
export function UrlNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const notice = noticeFrom(location.search);
  const shownFor = useRef<string | null>(null);

  useEffect(() => {
    if (!notice || shownFor.current === location.key) return;
    shownFor.current = location.key;
    toast({ message: t(noticeKey(notice)), status: 'success' });
    void navigate(
      { pathname: location.pathname, search: searchWithoutNotice(location.search), hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [notice, location, navigate, t]);

  if (!notice || hydrated) return null;
  return (
    <div className="container">
      <p className="notice notice--success" role="status">
        {t(noticeKey(notice))}
      </p>
    </div>
  );
}
