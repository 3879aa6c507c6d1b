import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DELIVERY_POINTS, SITE, type ViewerCounts as Counts } from '@gazeta/contract';
import { Modal } from '../components/modal.tsx';
import { ViewerCounts } from '../features/viewers/components/viewer-counts.tsx';
import { paths } from '../lib/paths.ts';
import { RatesTable } from './rates-table.tsx';
import { SocialLinks } from './social-links.tsx';

type Popup = 'about' | 'community' | 'rates' | null;

function Paragraphs({ items }: { items: string[] }) {
  return (
    <>
      {items.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </>
  );
}

/** Spec §1 and §9: visitor counts, contacts, social links, pop-ups, the address and the copyright. */
export function Footer({ viewers }: { viewers: Counts | null }) {
  const { t } = useTranslation('layout');
  const [popup, setPopup] = useState<Popup>(null);
  const close = () => setPopup(null);
  const { postalAddress: address } = SITE;
  const year = new Date().getFullYear();

  return (
    <footer className="footer">
      <div className="footer__inner">
        <section className="footer__about">
          <p className="footer__weekly">
            {t('footer.weekly', { count: DELIVERY_POINTS })}{' '}
            <Link to={paths.map()}>{t('footer.weeklyLink')}</Link>
          </p>
          <ViewerCounts counts={viewers} />
        </section>
        <section className="footer__contacts">
          <h2 className="footer__heading">{t('footer.contacts')}</h2>
          <dl className="contacts">
            <div>
              <dt>{t('footer.phone')}</dt>
              <dd>
                <a href={SITE.phoneHref}>{SITE.phone}</a>
              </dd>
            </div>
            <div>
              <dt>{t('footer.email')}</dt>
              <dd>
                <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
              </dd>
            </div>
            <div>
              <dt>{t('footer.address')}</dt>
              <dd>
                <address>
                  {address.street}
                  <br />
                  {address.city}, {address.state} {address.zip}
                </address>
              </dd>
            </div>
          </dl>
          <SocialLinks />
        </section>
        <section className="footer__info">
          <h2 className="footer__heading">{t('footer.info')}</h2>
          <ul className="footer__links">
            <li>
              <button type="button" className="link-button" onClick={() => setPopup('about')}>
                {t('footer.aboutUs')}
              </button>
            </li>
            <li>
              <button type="button" className="link-button" onClick={() => setPopup('community')}>
                {t('footer.community')}
              </button>
            </li>
            <li>
              <button type="button" className="link-button" onClick={() => setPopup('rates')}>
                {t('footer.rates')}
              </button>
            </li>
            <li>
              <Link to={paths.archive()}>{t('links.archive')}</Link>
            </li>
            <li>
              <Link to={paths.privateAdInstruction()}>{t('links.privateAdInstruction')}</Link>
            </li>
            <li>
              <Link to={paths.terms()}>{t('links.terms')}</Link>
            </li>
            <li>
              <Link to={paths.userDeleteInfo()}>{t('links.userDeleteInfo')}</Link>
            </li>
          </ul>
        </section>
      </div>
      <p className="footer__copyright" suppressHydrationWarning>
        {t('footer.copyright', { year })}
      </p>

      <Modal open={popup === 'about'} onClose={close} title={t('popups.about.title')}>
        <Paragraphs items={t('popups.about.body', { returnObjects: true }) as string[]} />
        <p>
          <Link to={paths.about()}>{t('links.about')}</Link>
        </p>
      </Modal>
      <Modal open={popup === 'community'} onClose={close} title={t('popups.community.title')}>
        <Paragraphs items={t('popups.community.body', { returnObjects: true }) as string[]} />
      </Modal>
      <Modal open={popup === 'rates'} onClose={close} title={t('popups.rates.title')} wide>
        <RatesTable />
      </Modal>
    </footer>
  );
}
