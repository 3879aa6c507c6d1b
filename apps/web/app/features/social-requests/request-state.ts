import { POSTING_NETWORKS, type MySocialRequest, type PostingNetwork, type SocialRequestStatus } from '@gazeta/contract';

/** What the server allows now (the contract's SOCIAL_REQUEST_TABLE, carried by the answer): the list offers only that. */
export const canDelete = (request: Pick<MySocialRequest, 'actions'>): boolean => request.actions.includes('delete');

/** Whether its order waits for payment: the list offers "Pay $X". */
export const awaitsPayment = (request: Pick<MySocialRequest, 'actions' | 'order_id'>): request is Pick<MySocialRequest, 'actions'> & { order_id: number } =>
  request.actions.includes('pay') && request.order_id !== null;

/** The link of each network's post, in the form's order, leaving out any the server does not name. */
export function publishedLinks(request: Pick<MySocialRequest, 'networks' | 'links'>): { network: PostingNetwork; url: string }[] {
  return POSTING_NETWORKS.filter((network) => request.networks.includes(network) && typeof request.links[network] === 'string' && request.links[network] !== '').map((network) => ({
    network,
    url: request.links[network]!,
  }));
}

/** The badge's colour of each state. */
export const STATUS_BADGE: Record<SocialRequestStatus, string> = {
  awaiting_payment: 'badge--warn',
  awaiting_publication: 'badge--warn',
  published: 'badge--ok',
  rejected: 'badge--error',
};
