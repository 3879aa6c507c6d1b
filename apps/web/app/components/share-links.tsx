import { useTranslation } from 'react-i18next';
import { toast } from '../lib/toast.ts';
import { FacebookIcon, LinkIcon, TelegramIcon } from './icons.tsx';

/**
 * Share to Facebook and Telegram (they read the page's Open Graph tags), or copy the link.
 * `label` names what is shared ("Share this article").
 */
export function ShareLinks({ url, title, label }: { url: string; title: string; label: string }) {
  const { t } = useTranslation();
  const encoded = encodeURIComponent(url);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ message: t('common:actions.linkCopied'), status: 'success' });
    } catch {
      toast({ message: t('errors:error-try-later'), status: 'error' });
    }
  };
  return (
    <div className="share" role="group" aria-label={label}>
      <a
        className="share__link share__link--facebook"
        href={`https://www.facebook.com/sharer/sharer.php?u=${encoded}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('common:share.facebook')}
      >
        <FacebookIcon />
      </a>
      <a
        className="share__link share__link--telegram"
        href={`https://t.me/share/url?url=${encoded}&text=${encodeURIComponent(title)}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('common:share.telegram')}
      >
        <TelegramIcon />
      </a>
      <button type="button" className="share__link" onClick={() => void copy()} aria-label={t('common:actions.copyLink')}>
        <LinkIcon />
      </button>
    </div>
  );
}
