/** The pay button's intent: the page's action opens the order's checkout (checkout.server.ts). */
export const PAY_INTENT = 'pay';

/** The sandbox checkout's two answers. */
export const SANDBOX_INTENTS = ['pay', 'decline'] as const;
export type SandboxIntent = (typeof SANDBOX_INTENTS)[number];
export const isSandboxIntent = (value: string | undefined): value is SandboxIntent => (SANDBOX_INTENTS as readonly (string | undefined)[]).includes(value);

/** `?order=` of the payment result pages: a whole-number id, or none. */
export function orderParam(request: Request): number | null {
  const raw = new URL(request.url).searchParams.get('order');
  return raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}
