import { data } from 'react-router';
import { pageNumber } from '@gazeta/contract';
import { ApiError } from './api-client.ts';

/** What a page shows for a request it cannot answer: the translation key (`errors` namespace) of the reason. */
export interface PageErrorData {
  code: string;
}

/** Answers the request with the 404 page. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * A loader's API read (issue #12): an API 404 is the not-found page, any other 4xx the error page
 * with its status and the reason translated (a field's own reason first, such as
 * validation-control-characters), never a 500. A 401 stays an ApiError for the page to turn into
 * the way to /login; a 5xx is a real error.
 */
export async function orErrorPage<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500 || error.status === 401) throw error;
    if (error.status === 404) notFound();
    const fieldCode = Object.values(error.errors ?? {}).flat()[0]?.code;
    throw data<PageErrorData>({ code: fieldCode ?? error.code }, { status: error.status });
  }
}

/** `?page=n`: absent means 1; anything but a whole number from 1 to PAGE_MAX is a page that does not exist. */
export function pageFrom(request: Request): number {
  const raw = new URL(request.url).searchParams.get('page');
  if (raw === null) return 1;
  return pageNumber(raw) ?? notFound();
}

/** A whole-number id from the path, or the 404 page. */
export function idFrom(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) notFound();
  return Number(raw);
}
