import { useEffect, useRef } from 'react';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@gazeta/contract';
import { formatMoney } from '../lib/format.ts';
import { FormAlert, SendButton, useErrorText } from './form.tsx';
import { HiddenFields } from './paid-item.tsx';

export interface PayStepProps {
  /** The server's answer to the save: "Success. Please pay for your request." (spec §4). */
  message: string | undefined;
  /** What happens once paid, in the feature's words; shown with the order's number. */
  lead: string | undefined;
  /** What the Pay button charges. */
  amountCents: number;
  /** The page whose action sends the payer on to the provider. */
  action: string;
  /** The action's Pay intent and the hidden fields it reads (the item's id, the order's). */
  intent: string;
  fields: Readonly<Record<string, string | number | null | undefined>>;
  /** The Pay intent's refusal, when the action answered with the page. */
  refused?: string | undefined;
  /** In a pop-up: "Pay later" closes it; in the page (no JavaScript) it is a link back to the page. */
  onClose?: (() => void) | undefined;
  /** Read out at once where the step replaces the form in the page. */
  focus?: boolean;
  /** False when the save made no order to pay (nothing due): the success text alone. */
  canPay?: boolean;
  testId: string;
}

/**
 * Every paid feature's step after a save (banners, display ads, social requests, the paper by
 * mail, classifieds, hot deals): the server's success text, one click on to the checkout, or
 * later from the member's list. A plain form: the answer is a redirect to the provider, so it
 * works without JavaScript.
 */
export function PayStep({ message, lead, amountCents, action, intent, fields, refused, onClose, focus = false, canPay = true, testId }: PayStepProps) {
  const { t, i18n } = useTranslation('common');
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formAction === action;
  const status = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) status.current?.focus();
  }, [focus]);
  return (
    <div className="pay-step" data-testid={testId}>
      <div className="form-status form-status--success" role="status" tabIndex={focus ? -1 : undefined} ref={status}>
        <p>{message}</p>
        {lead ? <p>{lead}</p> : null}
      </div>
      {canPay ? (
        <Form method="post" action={action} className="pay-step__actions" onSubmit={(event) => busy && event.preventDefault()}>
          <FormAlert>{refused}</FormAlert>
          <HiddenFields fields={fields} />
          <SendButton busy={busy} intent={intent}>
            {t('pay.amount', { amount: formatMoney(amountCents, i18n.language as Locale) })}
          </SendButton>
          {onClose ? (
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('pay.later')}
            </button>
          ) : (
            <Link className="button button--secondary" to={action} preventScrollReset>
              {t('pay.later')}
            </Link>
          )}
        </Form>
      ) : null}
    </div>
  );
}

/** A paid item's answer to its save, as far as its pay step reads it. */
export interface SavedItem {
  code: string;
  id?: number | undefined;
  orderId?: number | null | undefined;
  priceCents?: number | undefined;
}

/** The Pay intent's answer when the action answered with the page (no JavaScript): its refusal. */
const refusalOf = (data: unknown, intent: string): string | undefined =>
  data && typeof data === 'object' && 'intent' in data && data.intent === intent && 'ok' in data && !data.ok && 'code' in data ? String(data.code) : undefined;

/**
 * A saved item's pay step (banners, display ads, social requests), in its pop-up or in the page
 * without JavaScript: the save's text and the order's number in the feature's words
 * (`form.payLead` in its namespace), Pay sending the item's and the order's ids.
 */
export function ItemPayStep({ ns, testId, result, action, intent, idField, orderField, onClose }: { ns: string; testId: string; result: SavedItem; action: string; intent: string; idField: string; orderField: string; onClose?: (() => void) | undefined }) {
  const { t } = useTranslation(ns);
  const errorText = useErrorText();
  const refused = refusalOf(useActionData(), intent);
  return (
    <PayStep
      testId={testId}
      message={errorText(result.code)}
      lead={result.orderId ? t('form.payLead', { id: result.orderId }) : undefined}
      canPay={Boolean(result.orderId)}
      amountCents={result.priceCents ?? 0}
      action={action}
      intent={intent}
      fields={{ [idField]: result.id, [orderField]: result.orderId }}
      refused={refused ? errorText(refused) : undefined}
      onClose={onClose}
    />
  );
}
