import { z } from 'zod';
import { CLASSIFIED_FORM_MESSAGES, type ClassifiedFormMessageCode } from './api/classified-form.ts';
import { CLASSIFIED_MESSAGES, type ClassifiedMessageCode } from './api/classifieds.ts';
import { BUSINESS_MESSAGES, type BusinessMessageCode } from './api/businesses.ts';
import { EVENT_MESSAGES, type EventMessageCode } from './api/events.ts';
import { FEED_MESSAGES, type FeedMessageCode } from './api/feed.ts';
import { GEO_MESSAGES, type GeoMessageCode } from './api/geo.ts';
import { VOTE_MESSAGES, type VoteMessageCode } from './api/votes.ts';
import { BANNER_MESSAGES, type BannerMessageCode } from './api/banners.ts';
import { SOCIAL_REQUEST_MESSAGES, type SocialRequestMessageCode } from './api/social-requests.ts';
import { DISPLAY_AD_MESSAGES, type DisplayAdMessageCode } from './api/display-ads.ts';
import { PRINT_SUBSCRIPTION_MESSAGES, type PrintSubscriptionMessageCode } from './api/print-subscriptions.ts';
import { ORDER_MESSAGES, type OrderMessageCode } from './api/orders.ts';
import { RATE_MESSAGES, type RateMessageCode } from './rate-table.ts';
import { NEWSROOM_MESSAGES, type NewsroomMessageCode } from './api/newsroom.ts';

/**
 * Server messages from spec §8 and the translation keys the UI shows for them.
 * `message` keeps the spec's text for existing clients; `code` is what the UI translates.
 */
export const SERVER_MESSAGES = {
  'notification-classified-duplicate': 'An classified with this text already exists!',
  'notification-error-rating-exists': 'Rating already exists',
  'notification-error-vote-exists': 'Answer already exists',
  'notification-incorrect-password': 'Invalid credentials',
  'notification-user-not-found': 'User not found',
  'notification-invalid-code-error': 'Invalid code! Please, try again.',
  'notification-please-verify-phone': 'Please verify your phone number!',
  'notification-please-verify-email': 'Please verify your email!',
  'notification-auth-error': 'Unauthenticated.',
  'error-not-enough-issues': 'There are not enough active issues for this operation',
  'notification-error-invalid-code': 'Invalid code entered',
} as const;

/** Field-level error keys from spec §8. */
export const FIELD_ERROR_CODES = [
  'notification-error-phone-taken',
  'error-phone-invalid',
  'notification-error-email-taken',
  'notification-error-invalid-date',
  'notification-error-categories',
  'notification-error-name',
  'notification-error-information',
  'notification-error-phone',
  'notification-error-languages',
  'notification-error-schelude',
  'notification-error-invalid-email',
  'notification-error',
] as const;

/** Other server texts (spec §5, §6, §8) and the keys the UI shows for them. */
export const ACCOUNT_MESSAGES = {
  'notification-auth-expired': 'Authorization data is out of date, please re-authorize.',
  'notification-auth-required': 'This action requires being authorized.',
  'error-phone-taken': 'The phone number has already been taken.',
  'error-incorrect-current-password': 'Error, incorrect password',
  'error-verification-failed': 'Failed verification',
  'error-code-attempts': 'Too many wrong codes. Please ask for a new code.',
  'error-link-invalid': 'This link is invalid, expired or already used.',
  'error-account-disabled': 'This account is not active.',
  'error-oauth-failed': 'Signing in with this provider did not work. Please try again.',
  'error-reauth-required': 'Please sign in again to confirm this change.',
} as const;

/** Form field texts (spec §5) keyed by the code the UI translates. */
export const FORM_ERROR_MESSAGES = {
  'error-email-required': 'Please fill email field.',
  'notification-error-invalid-email': 'The email field must be a valid email address.',
  'error-phone-required': 'Please fill phone field.',
  'error-phone-invalid': 'The phone must be +1 and 10 digits (+1XXXXXXXXXX).',
  'error-first-name-required': 'Please fill first name.',
  'error-last-name-required': 'Please fill last name.',
  'error-login-required': 'Please fill phone or email.',
  'error-password-required': 'Please fill password.',
  'error-password-too-short': 'The password must be at least 8 characters.',
  'error-password-mismatch': 'Password and confirm password must be same.',
  'error-passwords-must-match': 'The passwords must match.',
  'error-terms-required': 'You must agree to the terms.',
  'error-delete-confirmation': 'Type the confirmation text exactly as shown.',
  'error-name-invalid': 'A name may hold only letters, digits, spaces, apostrophes, hyphens and periods.',
  'notification-invalid-code-error': 'Invalid code! Please, try again.',
  'notification-error-phone-taken': 'The phone number has already been taken.',
  'notification-error-email-taken': 'The email has already been taken.',
} as const;

/** Codes the API adds for HTTP-level failures; the UI translates them too. */
export const HTTP_ERROR_CODES = {
  badRequest: 'error-bad-request',
  validation: 'error-validation',
  notFound: 'error-not-found',
  forbidden: 'error-forbidden',
  conflict: 'error-conflict',
  tooManyRequests: 'error-too-many-requests',
  payloadTooLarge: 'error-payload-too-large',
  unsupportedMediaType: 'error-unsupported-media-type',
  methodNotAllowed: 'error-method-not-allowed',
  internal: 'error-internal',
  unavailable: 'error-unavailable',
} as const;

/** Per-field validation codes produced from the contract schemas. */
export const VALIDATION_CODES = [
  'validation-required',
  'validation-invalid',
  'validation-too-small',
  'validation-too-big',
  'validation-invalid-type',
  'validation-unknown-field',
  'validation-control-characters',
  'validation-invisible-characters',
] as const;

export type ServerMessageCode = keyof typeof SERVER_MESSAGES;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];
export type HttpErrorCode = (typeof HTTP_ERROR_CODES)[keyof typeof HTTP_ERROR_CODES];
export type ValidationCode = (typeof VALIDATION_CODES)[number];
export type AccountMessageCode = keyof typeof ACCOUNT_MESSAGES;
export type FormErrorCode = keyof typeof FORM_ERROR_MESSAGES;
export type ErrorCode =
  | ServerMessageCode
  | FieldErrorCode
  | HttpErrorCode
  | ValidationCode
  | AccountMessageCode
  | FormErrorCode
  | FeedMessageCode
  | ClassifiedFormMessageCode
  | OrderMessageCode
  | ClassifiedMessageCode
  | BusinessMessageCode
  | EventMessageCode
  | GeoMessageCode
  | VoteMessageCode
  | BannerMessageCode
  | PrintSubscriptionMessageCode
  | SocialRequestMessageCode
  | DisplayAdMessageCode
  | RateMessageCode
  | NewsroomMessageCode;

/** The validation code for a schema complaint (a zod issue code) that names no code of its own. */
export function validationCodeFor(issueCode: string, input: unknown): ValidationCode {
  if (input === undefined && issueCode === 'invalid_type') return 'validation-required';
  switch (issueCode) {
    case 'too_small':
      return 'validation-too-small';
    case 'too_big':
      return 'validation-too-big';
    case 'invalid_type':
      return 'validation-invalid-type';
    case 'unrecognized_keys':
      return 'validation-unknown-field';
    default:
      return 'validation-invalid';
  }
}

/** Texts of the validation codes a schema names itself. */
const VALIDATION_MESSAGES: Partial<Record<ValidationCode, string>> = {
  'validation-control-characters': 'This text contains control characters.',
  'validation-invisible-characters': 'This text contains invisible characters.',
};

/** The text for a code a schema named as its error (zod `error: 'code'`), if it is one. */
export function formErrorMessage(code: string): string | undefined {
  return (
    (FORM_ERROR_MESSAGES as Record<string, string>)[code] ??
    (FEED_MESSAGES as Record<string, string>)[code] ??
    (CLASSIFIED_FORM_MESSAGES as Record<string, string>)[code] ??
    (ORDER_MESSAGES as Record<string, string>)[code] ??
    (CLASSIFIED_MESSAGES as Record<string, string>)[code] ??
    (BUSINESS_MESSAGES as Record<string, string>)[code] ??
    (EVENT_MESSAGES as Record<string, string>)[code] ??
    (GEO_MESSAGES as Record<string, string>)[code] ??
    (VOTE_MESSAGES as Record<string, string>)[code] ??
    (BANNER_MESSAGES as Record<string, string>)[code] ??
    (PRINT_SUBSCRIPTION_MESSAGES as Record<string, string>)[code] ??
    (SOCIAL_REQUEST_MESSAGES as Record<string, string>)[code] ??
    (DISPLAY_AD_MESSAGES as Record<string, string>)[code] ??
    (RATE_MESSAGES as Record<string, string>)[code] ??
    (NEWSROOM_MESSAGES as Record<string, string>)[code] ??
    (VALIDATION_MESSAGES as Record<string, string>)[code]
  );
}

export const fieldErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
});

export const errorResponseSchema = z
  .object({
    message: z.string(),
    code: z.string(),
    errors: z.record(z.string(), z.array(fieldErrorSchema)).optional(),
  })
  .meta({ id: 'Error' });

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Every key the UI must be able to translate (checked by the i18n tests). */
export const ALL_ERROR_CODES: readonly string[] = [
  ...Object.keys(SERVER_MESSAGES),
  ...FIELD_ERROR_CODES,
  ...Object.values(HTTP_ERROR_CODES),
  ...VALIDATION_CODES,
  ...Object.keys(ACCOUNT_MESSAGES),
  ...Object.keys(FORM_ERROR_MESSAGES),
  ...Object.keys(FEED_MESSAGES),
  ...Object.keys(CLASSIFIED_FORM_MESSAGES),
  ...Object.keys(ORDER_MESSAGES),
  ...Object.keys(CLASSIFIED_MESSAGES),
  ...Object.keys(BUSINESS_MESSAGES),
  ...Object.keys(EVENT_MESSAGES),
  ...Object.keys(GEO_MESSAGES),
  ...Object.keys(VOTE_MESSAGES),
  ...Object.keys(BANNER_MESSAGES),
  ...Object.keys(PRINT_SUBSCRIPTION_MESSAGES),
  ...Object.keys(SOCIAL_REQUEST_MESSAGES),
  ...Object.keys(DISPLAY_AD_MESSAGES),
  ...Object.keys(RATE_MESSAGES),
  ...Object.keys(NEWSROOM_MESSAGES),
];
