import { useTranslation } from 'react-i18next';
import type { Locale, MySocialRequest } from '@gazeta/contract';
import { Facts, ItemActions, ItemHeading, ItemList } from '../../../components/paid-item.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { awaitsPayment, canDelete, publishedLinks, STATUS_BADGE } from '../request-state.ts';
import { SOCIAL_ID_FIELD, SOCIAL_INTENTS, SOCIAL_ORDER_FIELD } from '../social-intents.ts';
import { RequestPictures } from './request-pictures.tsx';
import { useSocialFacts } from './social-facts.tsx';

function RequestItem({ request, onDelete }: { request: MySocialRequest; onDelete: (request: MySocialRequest) => void }) {
  const { t, i18n } = useTranslation('social');
  const locale = i18n.language as Locale;
  const titleId = `social-request-${request.id}`;
  const links = publishedLinks(request);
  const facts = useSocialFacts(request);
  const sent = (
    <time dateTime={request.created_at} suppressHydrationWarning>
      {formatDate(request.created_at, locale)}
    </time>
  );
  return (
    <article className="social-request" aria-labelledby={titleId}>
      <header className="social-request__header">
        <ItemHeading id={titleId} className="social-request" title={t('page.itemTitle', { date: formatDate(request.publish_on, locale) })} badge={STATUS_BADGE[request.status]} state={t(`page.status.${request.status}`)} />
      </header>
      <p className="social-request__text">{request.text}</p>
      <Facts className="social-request__facts" facts={[...facts, { term: t('page.sent'), value: sent }]} />
      <RequestPictures images={request.images} label={t('page.pictures')} alt={(n) => t('page.picture', { n })} />
      {request.status === 'awaiting_publication' ? <p className="notice social-request__note">{t('page.waiting', { date: formatDate(request.publish_on, locale) })}</p> : null}
      {request.status === 'rejected' && request.rejection_reason ? <p className="notice notice--error social-request__note">{t('page.reason', { reason: request.rejection_reason })}</p> : null}
      {links.length > 0 ? (
        <section className="social-request__links" aria-labelledby={`${titleId}-links`}>
          <h4 id={`${titleId}-links`} className="social-request__links-heading">
            {t('page.links')}
          </h4>
          <ul>
            {links.map(({ network, url }) => (
              <li key={network}>
                <span className="social-request__network">{t(`networks.${network}`)}: </span>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {url}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ItemActions
        className="social-request__actions"
        pay={
          awaitsPayment(request)
            ? { action: HERE, intent: SOCIAL_INTENTS.pay, fields: { [SOCIAL_ID_FIELD]: request.id, [SOCIAL_ORDER_FIELD]: request.order_id }, label: t('page.pay', { amount: formatMoney(request.price_cents, locale) }) }
            : null
        }
        remove={canDelete(request) ? { to: paths.profileSocialRequest({ delete: request.id }), onOpen: () => onDelete(request), label: t('page.delete') } : null}
      />
    </article>
  );
}

const HERE = paths.profileSocialRequest();

/** The member's requests (spec §2 /profile/social-request): each with its day, text, networks, price, pictures, state and what can be done with it. */
export function MySocialRequests({ data, onDelete }: { data: MySocialRequest[]; onDelete: (request: MySocialRequest) => void }) {
  const { t } = useTranslation('social');
  return (
    <ItemList className="social-requests" items={data} empty={t('page.empty')}>
      {(request) => <RequestItem request={request} onDelete={onDelete} />}
    </ItemList>
  );
}
