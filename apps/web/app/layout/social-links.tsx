import { useTranslation } from 'react-i18next';
import { SITE, type SocialNetwork } from '@gazeta/contract';
import { FacebookIcon, InstagramIcon, TelegramIcon } from '../components/icons.tsx';

const ICONS: Record<SocialNetwork, typeof FacebookIcon> = {
  facebook: FacebookIcon,
  telegram: TelegramIcon,
  instagram: InstagramIcon,
};

export function SocialLinks() {
  const { t } = useTranslation('layout');
  return (
    <ul className="social">
      {(Object.keys(SITE.social) as SocialNetwork[]).map((network) => {
        const Icon = ICONS[network];
        return (
          <li key={network}>
            <a
              className="social__link"
              href={SITE.social[network]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('social.label', { network: t(`social.${network}`) })}
            >
              <Icon />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
