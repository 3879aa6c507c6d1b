import { printValidUntil } from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { addDays, chicagoDay } from '../../lib/chicago-time.ts';
import type { ContactsLookup } from '../accounts/index.ts';
import type { MessageQueue } from '../outbox/index.ts';
import type { PlacingRepository } from './placing-repository.ts';
import type { ClassifiedsCatalogue } from './placing-service.ts';

/** How many days before a printed run ends its owner is reminded to prolong it. */
export const REMINDER_DAYS = 7;

/** Queues the reminders of these ads inside the transaction that claimed them (the job queue's insert). */
export type EnqueueReminders = (tx: Db, adIds: number[]) => Promise<void>;

export interface LifecycleRun {
  /** Ads whose bookings made before payment lapsed at their issue's deadline (decision 025). */
  lapsed: number[];
  started: number[];
  expired: number[];
  reminded: number[];
}

/**
 * The timed side of an ad's life, run by the job queue (jobs/classifieds-lifecycle.ts) on any
 * number of instances at once: every step claims its rows with FOR UPDATE SKIP LOCKED and only
 * moves an ad that is still in the state it expects, so running it twice, or on two instances
 * at the same moment, changes nothing twice.
 * - bookings made before payment (held) are let go once their issue's booking deadline passes
 *   unpaid, and the ad's valid_until follows what it keeps (decision 025);
 * - scheduled → running on its publish date (Chicago);
 * - running → expired after its last valid day: it leaves the catalogue, stays in the owner's list;
 * - a printed run ending within REMINDER_DAYS: the owner is reminded once per run end (e-mail,
 *   and SMS when the phone is verified) with a one-click link to prolong.
 */
export function createPlacingLifecycle(deps: {
  repo: PlacingRepository;
  /** The database the reminders are written to (the outbox's, in no transaction of their own). */
  db: Db;
  /** Whom to write to: the owner's confirmed address, name and language (accounts). */
  contacts: ContactsLookup;
  /** Reminders go out through the outbox (decision 047). */
  outbox: MessageQueue;
  /** The read side: says which ads started or expired (the catalogue and their pages). */
  catalogue: Pick<ClassifiedsCatalogue, 'changed'>;
  publicUrl: string;
  now?: () => Date;
}) {
  const { repo, db, contacts, outbox, catalogue, publicUrl, now = () => new Date() } = deps;

  return {
    async tick(enqueue: EnqueueReminders): Promise<LifecycleRun> {
      const at = now();
      const today = chicagoDay(at);
      const lapsed = await repo.lapseHeld(at, printValidUntil);
      const started = await repo.startDue(today, at);
      const expired = await repo.expireDue(today, at);
      if (lapsed.length + started.length + expired.length > 0) catalogue.changed([...lapsed, ...started, ...expired]);
      const reminded = await repo.claimReminders(today, addDays(today, REMINDER_DAYS), enqueue);
      return { lapsed, started, expired, reminded };
    },

    /**
     * Sends the reminder of one ad (a queued job): its e-mail and SMS through the outbox, each
     * once per run end however often the job runs (decision 047).
     */
    async remind(adId: number): Promise<'sent' | 'skipped'> {
      const ad = await repo.byId(adId);
      if (!ad || !['running', 'scheduled'].includes(ad.status)) return 'skipped';
      const owner = (await contacts([ad.ownerId])).get(ad.ownerId);
      if (!owner || owner.deleted) return 'skipped';
      const values = { title: ad.title, date: ad.validUntil, link: `${publicUrl}/profile/classifields?prolong=${ad.id}` };
      const key = `classified-reminder:${ad.id}:${ad.validUntil}`;
      const ids = await outbox.enqueue(db, [
        { userId: ad.ownerId, kind: 'classified-reminder', key: `${key}:email`, subject: 'placing:emails.reminder.subject', body: 'placing:emails.reminder.body', values },
        { userId: ad.ownerId, kind: 'classified-reminder', key: `${key}:sms`, channel: 'sms', body: 'placing:emails.reminder.sms', values },
      ]);
      await outbox.deliver(ids);
      return 'sent';
    },
  };
}

export type PlacingLifecycle = ReturnType<typeof createPlacingLifecycle>;
