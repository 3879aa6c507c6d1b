import { Form } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale, MySocialRequest } from '@gazeta/contract';
import { PopupTrigger } from '../../../components/popup-trigger.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { awaitsPayment, canDelete, publishedLinks, STATUS_BADGE } from '../request-state.ts';
import { SOCIAL_ID_FIELD, SOCIAL_INTENTS, SOCIAL_ORDER_FIELD } from '../social-intents.ts';
import { RequestPictures } from './request-pictures.tsx';

function RequestItem({ request, onDelete }: { request: MySocialRequest; onDelete: (request: MySocialRequest) => void }) {
  const { t, i18n } = useTranslation('social');
  const locale = i18n.language as Locale;
  const titleId = `social-request-${request.id}`;
  const links = publishedLinks(request);
  return (
    <article className="social-request" aria-labelledby={titleId}>
      <header className="social-request__header">
        <h3 id={titleId} className="social-request__title">
          {t('page.itemTitle', { date: formatDate(request.publish_on, locale) })}
        </h3>
        <span className={`badge ${STATUS_BADGE[request.status]}`}>{t(`page.status.${request.status}`)}</span>
      </header>
      <p className="social-request__text">{request.text}</p>
      <dl className="social-request__facts">
        <div>
          <dt>{t('page.networks')}</dt>
          <dd>{request.networks.map((network) => t(`networks.${network}`)).join(', ')}</dd>
        </div>
        <div>
          <dt>{t('page.price')}</dt>
          <dd>{formatMoney(request.price_cents, locale)}</dd>
        </div>
        <div>
          <dt>{t('page.sent')}</dt>
          <dd>
            <time dateTime={request.created_at} suppressHydrationWarning>
              {formatDate(request.created_at, locale)}
            </time>
          </dd>
        </div>
      </dl>
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
      {awaitsPayment(request) || canDelete(request) ? (
        <div className="social-request__actions">
          {awaitsPayment(request) ? (
            // A plain form: paying goes on to the checkout page (a redirect), with or without JavaScript.
            <Form method="post" action={paths.profileSocialRequest()}>
              <input type="hidden" name={SOCIAL_ID_FIELD} value={request.id} />
              <input type="hidden" name={SOCIAL_ORDER_FIELD} value={request.order_id} />
              <button type="submit" name="intent" value={SOCIAL_INTENTS.pay} className="button button--primary button--small">
                {t('page.pay', { amount: formatMoney(request.price_cents, locale) })}
              </button>
            </Form>
          ) : null}
          {canDelete(request) ? (
            <PopupTrigger to={paths.profileSocialRequest({ delete: request.id })} onOpen={() => onDelete(request)} className="button button--danger button--small">
              {t('page.delete')}
            </PopupTrigger>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

/** The member's requests (spec §2 /profile/social-request): each with its day, text, networks, price, pictures, state and what can be done with it. */
export function MySocialRequests({ data, onDelete }: { data: MySocialRequest[]; onDelete: (request: MySocialRequest) => void }) {
  const { t } = useTranslation('social');
  if (data.length === 0) return <p className="notice">{t('page.empty')}</p>;
  return (
    <ul className="social-requests">
      {data.map((request) => (
        <li key={request.id}>
          <RequestItem request={request} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}
