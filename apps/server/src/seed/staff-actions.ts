import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { Services } from '../services.ts';

/**
 * The demo's staff actions of their own (issue #27), made through the services as an admin
 * would make them, so that the audit log the demo admin opens holds what really happened to
 * the demo's data: a goodwill credit to a business owner, with its reason.
 */
export async function seedStaffActions(db: Db, services: Pick<Services, 'orders'>): Promise<number> {
  const idOf = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;
  const admin = await idOf('admin@demo.gazeta.local');
  const owner = await idOf('business1@demo.gazeta.local');
  if (admin === undefined || owner === undefined) return 0;
  await services.orders.grantCredit(owner, { by: { id: admin, role: 'admin' }, amountCents: 500, reason: 'Компенсация: в объявлении вышла опечатка' });
  return 1;
}
