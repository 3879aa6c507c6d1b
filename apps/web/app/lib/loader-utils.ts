import { data } from 'react-router';
import { ApiError } from './api-client.ts';

/** Answers the request with the 404 page. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/** An API 404 means the page does not exist; anything else is a real error. */
export async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}

/** `?page=n`: absent means 1; anything but a whole number from 1 is a page that does not exist. */
export function pageFrom(request: Request): number {
  const raw = new URL(request.url).searchParams.get('page');
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) notFound();
  return Number(raw);
}

/** A whole-number id from the path, or the 404 page. */
export function idFrom(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) notFound();
  return Number(raw);
}
