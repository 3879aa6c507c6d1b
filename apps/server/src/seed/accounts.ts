import type { Role } from '@gazeta/contract';
import { hashPassword } from '../lib/secrets.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

export interface DemoAccount {
  role: Role;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

/** One account per role, so a newcomer can try each at once (their passwords are in the README). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: 'user', firstName: 'Анна', lastName: 'Петрова', email: 'reader@demo.gazeta.local', phone: '+13125550101', password: 'demo-reader' },
  { role: 'moderator', firstName: 'Ирина', lastName: 'Соколова', email: 'moderator@demo.gazeta.local', phone: '+13125550102', password: 'demo-moderator' },
  { role: 'editor', firstName: 'Jonas', lastName: 'Kazlauskas', email: 'editor@demo.gazeta.local', phone: '+13125550103', password: 'demo-editor' },
  { role: 'admin', firstName: 'Mark', lastName: 'Levin', email: 'admin@demo.gazeta.local', phone: '+13125550104', password: 'demo-admin' },
];

export async function seedDemoAccounts(db: Db, now: Date): Promise<void> {
  const rows = await Promise.all(
    DEMO_ACCOUNTS.map(async (account) => ({
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      emailVerifiedAt: now,
      phone: account.phone,
      phoneVerifiedAt: now,
      passwordHash: await hashPassword(account.password),
      role: account.role,
      locale: 'ru',
      active: true,
      createdAt: now,
    })),
  );
  await db.insert(users).values(rows);
}
