import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { PopupTrigger } from './popup-trigger.tsx';

/** Hidden fields a form sends as they are (the item's id, its order's); a missing value is left out. */
export type HiddenValues = Readonly<Record<string, string | number | null | undefined>>;

export function HiddenFields({ fields }: { fields: HiddenValues }) {
  return (
    <>{Object.entries(fields).map(([name, value]) => (value === null || value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />))}</>
  );
}

/** One line of a paid item's facts: what it is, what it says (and a class for its value, where it is drawn differently). */
export interface Fact {
  term: string;
  value: ReactNode;
  className?: string;
}

/**
 * A paid item's facts (banners, display ads, social requests; the member's list and staff's
 * review show the same ones): a description list, each pair in its own block for the grid.
 */
export function Facts({ className, facts }: { className: string; facts: readonly (Fact | null)[] }) {
  return (
    <dl className={className}>
      {facts.map((fact) =>
        fact ? (
          <div key={fact.term}>
            <dt>{fact.term}</dt>
            <dd className={fact.className}>{fact.value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

/** The title and state of an item in the member's list: its heading, and its state as a coloured badge. */
export function ItemHeading({ id, className, title, badge, state }: { id: string; className: string; title: ReactNode; badge: string; state: string }) {
  return (
    <>
      <h3 id={id} className={`${className}__title`}>
        {title}
      </h3>
      <span className={`badge ${badge}`}>{state}</span>
    </>
  );
}

/** "Pay $X" of an item whose order waits: a plain form, so paying goes on to the checkout page (a redirect) with or without JavaScript. */
export interface PayAction {
  action: string;
  intent: string;
  fields: HiddenValues;
  label: string;
}

/** What opens a pop-up about the item (edit, delete): its address before JavaScript runs, and what opens it after. */
export interface PopupAction {
  to: string;
  onOpen: () => void;
  label: string;
}

/** The actions the server allows on an item of the member's list, in one row: pay, edit, delete; nothing when none is allowed. */
export function ItemActions({ className, pay, edit, remove }: { className: string; pay?: PayAction | null; edit?: PopupAction | null; remove?: PopupAction | null }) {
  if (!pay && !edit && !remove) return null;
  return (
    <div className={className}>
      {pay ? (
        <Form method="post" action={pay.action}>
          <HiddenFields fields={pay.fields} />
          <button type="submit" name="intent" value={pay.intent} className="button button--primary button--small">
            {pay.label}
          </button>
        </Form>
      ) : null}
      {edit ? (
        <PopupTrigger to={edit.to} onOpen={edit.onOpen} className="button button--secondary button--small">
          {edit.label}
        </PopupTrigger>
      ) : null}
      {remove ? (
        <PopupTrigger to={remove.to} onOpen={remove.onOpen} className="button button--danger button--small">
          {remove.label}
        </PopupTrigger>
      ) : null}
    </div>
  );
}

/** The member's list of one kind of paid item, or the notice that there is none yet. */
export function ItemList<T extends { id: number }>({ className, items, empty, children }: { className: string; items: readonly T[]; empty: string; children: (item: T) => ReactNode }) {
  if (items.length === 0) return <p className="notice">{empty}</p>;
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ul>
  );
}

/** The head of an item in staff's review queue: what it is, who sent it and when. */
export function ReviewHeader({ id, title, by, at, atText }: { id: string; title: ReactNode; by: string; at: string; atText: string }) {
  return (
    <header className="moderation-item__header">
      <h2 id={id} className="moderation-item__title">
        {title}
      </h2>
      <p className="post__meta">
        <span>{by}</span> ·{' '}
        <time dateTime={at} suppressHydrationWarning>
          {atText}
        </time>
      </p>
    </header>
  );
}
