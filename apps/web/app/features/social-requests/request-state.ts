import { POSTING_NETWORKS, type MySocialRequest, type PostingNetwork, type SocialRequestStatus } from '@gazeta/contract';

/** A request may be deleted unless it is paid and waits to be posted (the server answers 409 then). */
export const canDelete = (request: Pick<MySocialRequest, 'status'>): boolean => request.status !== 'awaiting_publication';

/** Whether its order waits for payment: the list offers "Pay $X". */
export const awaitsPayment = (request: Pick<MySocialRequest, 'status' | 'order_id'>): request is Pick<MySocialRequest, 'status'> & { order_id: number } =>
  request.status === 'awaiting_payment' && request.order_id !== null;

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
