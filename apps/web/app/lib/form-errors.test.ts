import { describe, expect, it } from 'vitest';
import { registerBodySchema, smsLoginRequestSchema } from '@gazeta/contract';
import { errorsFromApi, hasErrors } from './form-errors.ts';
import { errorsFromIssues } from './form-issues.ts';

describe('errorsFromApi: an API failure as form errors', () => {
  it('puts per-field codes on the fields of the form, the first code of each', () => {
    const errors = errorsFromApi(
      {
        status: 422,
        code: 'error-validation',
        errors: {
          email: [{ code: 'notification-error-invalid-email', message: '…' }, { code: 'validation-too-big', message: '…' }],
          phone: [{ code: 'error-phone-invalid', message: '…' }],
        },
      },
      { fields: ['email', 'phone'] },
    );
    expect(errors).toEqual({ fields: { email: 'notification-error-invalid-email', phone: 'error-phone-invalid' } });
  });

  it('says an error about a field the form does not have once, for the whole form', () => {
    const errors = errorsFromApi(
      { status: 422, code: 'error-validation', errors: { token: [{ code: 'validation-too-small', message: '…' }], _: [{ code: 'validation-invalid', message: '…' }] } },
      { fields: ['password'] },
    );
    expect(errors).toEqual({ fields: {}, form: 'validation-too-small' });
  });

  it('keeps 409 duplicates on their field (spec §8: phone or e-mail taken)', () => {
    const errors = errorsFromApi(
      { status: 409, code: 'notification-error-phone-taken', errors: { phone: [{ code: 'notification-error-phone-taken', message: 'The phone number has already been taken.' }] } },
      { fields: ['first_name', 'phone'] },
    );
    expect(errors.fields['phone']).toBe('notification-error-phone-taken');
    expect(errors.form).toBeUndefined();
  });

  it('ties a field-less code to the field the form names for it', () => {
    const options = { fields: ['login', 'password'], codeFields: { 'notification-user-not-found': 'login', 'notification-incorrect-password': 'password' } };
    expect(errorsFromApi({ status: 401, code: 'notification-incorrect-password' }, options)).toEqual({ fields: { password: 'notification-incorrect-password' } });
    expect(errorsFromApi({ status: 404, code: 'notification-user-not-found' }, options)).toEqual({ fields: { login: 'notification-user-not-found' } });
  });

  it('says anything else for the whole form (rate limit, server error, no connection)', () => {
    expect(errorsFromApi({ status: 429, code: 'error-too-many-requests' }, { fields: ['phone'] })).toEqual({ fields: {}, form: 'error-too-many-requests' });
    expect(errorsFromApi({ status: 0, code: 'error-network' }, { fields: [] })).toEqual({ fields: {}, form: 'error-network' });
  });
});

describe('errorsFromIssues: a contract schema as form errors', () => {
  it("uses the codes the schema names (spec §5's form texts)", () => {
    const result = registerBodySchema.safeParse({ first_name: ' ', last_name: '', email: 'nope', phone: '12', password: 'short', password_confirmation: 'short' });
    expect(result.success).toBe(false);
    const errors = errorsFromIssues(result.error!.issues);
    expect(errors.fields).toEqual({
      first_name: 'error-first-name-required',
      last_name: 'error-last-name-required',
      email: 'notification-error-invalid-email',
      phone: 'error-phone-invalid',
      password: 'error-password-too-short',
      terms: 'error-terms-required',
    });
  });

  it('says the passwords differ on the confirmation field', () => {
    const result = registerBodySchema.safeParse({
      first_name: 'Olga',
      last_name: 'Ivanova',
      email: 'olga@example.com',
      phone: '1-234-567-8900',
      password: 'long-enough-1',
      password_confirmation: 'long-enough-2',
      terms: 'on',
    });
    expect(errorsFromIssues(result.error!.issues)).toEqual({ fields: { password_confirmation: 'error-password-mismatch' } });
  });

  it('falls back to the generic validation codes for unnamed failures', () => {
    expect(errorsFromIssues([{ code: 'too_big', path: ['first_name'], message: 'Too big: expected string to have <=100 characters' }])).toEqual({
      fields: { first_name: 'validation-too-big' },
    });
    expect(errorsFromIssues([{ code: 'invalid_type', path: ['phone'], message: 'Invalid input', input: undefined }])).toEqual({
      fields: { phone: 'validation-required' },
    });
    expect(errorsFromIssues([{ code: 'custom', path: [], message: 'whatever' }])).toEqual({ fields: {}, form: 'validation-invalid' });
  });

  it('reads a phone number as people type it', () => {
    expect(smsLoginRequestSchema.safeParse({ phone: '(234) 567-8900' }).data).toEqual({ phone: '+12345678900' });
    expect(errorsFromIssues(smsLoginRequestSchema.safeParse({ phone: '' }).error!.issues)).toEqual({ fields: { phone: 'error-phone-required' } });
  });
});

describe('hasErrors', () => {
  it('is true only when a field or the form has an error', () => {
    expect(hasErrors(undefined)).toBe(false);
    expect(hasErrors({ fields: {} })).toBe(false);
    expect(hasErrors({ fields: { email: undefined } })).toBe(false);
    expect(hasErrors({ fields: { email: 'error-email-required' } })).toBe(true);
    expect(hasErrors({ fields: {}, form: 'error-internal' })).toBe(true);
  });
});
