import { isCalendarDate, POSTING_NETWORKS, quoteSocialRequest, socialRequestFormSchema, type PostingNetwork, socialDayProblem, type RateTable } from '@gazeta/contract';
import type { SocialValues } from './social-intents.ts';

/** What the form holds while the member types: everything but the pictures. */
export interface SocialDraft {
  text: string;
  publishOn: string;
  networks: PostingNetwork[];
  agree: boolean;
}

/** A new request: to post today, on no network yet. */
export const emptySocialDraft = (today: string): SocialDraft => ({ text: '', publishOn: today, networks: [], agree: false });

const isNetwork = (value: string): value is PostingNetwork => (POSTING_NETWORKS as readonly string[]).includes(value);

/** The networks ticked, each once and in the form's order (Facebook, Telegram, Twitter). */
export function withNetwork(networks: readonly string[], network: PostingNetwork, on: boolean): PostingNetwork[] {
  const chosen = new Set(networks.filter(isNetwork));
  if (on) chosen.add(network);
  else chosen.delete(network);
  return POSTING_NETWORKS.filter((item) => chosen.has(item));
}

/** The form again as it was sent (a refusal that came back without JavaScript). */
export function draftOfValues(values: SocialValues, fallback: SocialDraft): SocialDraft {
  return {
    text: values.text ?? fallback.text,
    publishOn: values.publish_on ?? fallback.publishOn,
    networks: values.networks ? POSTING_NETWORKS.filter((network) => values.networks!.includes(network)) : fallback.networks,
    agree: values.agree !== undefined ? values.agree === '1' : fallback.agree,
  };
}

/** The live price: the contract's quote of the networks ticked (what the server will charge), or null while none is. */
export const socialQuote = (draft: Pick<SocialDraft, 'networks'>, rates: RateTable) => quoteSocialRequest(draft.networks, rates);

/**
 * The text as the server counts it: a form carries its line breaks as CR LF (the HTML form
 * encoding), which the server reads as one break, so each counts as one character of the 2000.
 */
export const textAsSent = (text: string): string => text.replace(/\r\n?/g, '\n');

/**
 * The §5 messages the form can tell before sending, field → code: the contract's own form schema
 * (what the server parses: "Please fill message.", "Please select social networks", "I agree")
 * and the day's range from today. The server checks everything again.
 */
export function socialProblems(draft: SocialDraft, today: string): Record<string, string> {
  const problems: Record<string, string> = {};
  const parsed = socialRequestFormSchema.safeParse({ text: textAsSent(draft.text), publish_on: draft.publishOn, networks: draft.networks, agree: draft.agree });
  if (!parsed.success) {
    // "networks.1" is the choice of networks as a whole, as the server says it.
    for (const issue of parsed.error.issues) problems[issue.path[0] === 'networks' ? 'networks' : issue.path.join('.')] ??= issue.message;
  }
  const day = problems['publish_on'] || !isCalendarDate(draft.publishOn) ? undefined : socialDayProblem(draft.publishOn, today);
  if (day) problems['publish_on'] = day;
  return problems;
}

