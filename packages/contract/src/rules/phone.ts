/** US phone numbers as the spec stores them: +1 then 10 digits (+1XXXXXXXXXX). */
export const PHONE_PATTERN = /^\+1\d{10}$/;

/**
 * Reads what people type — "+1 (234) 567-8900", "1-234-567-8900", "2345678900" — as
 * +1XXXXXXXXXX, or null when it is not a US number.
 */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits.length === 10 ? digits : null;
  return national ? `+1${national}` : null;
}

/** 1-234-567-8900, the spec's hint format. */
export function formatPhone(phone: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return match ? `1-${match[1]}-${match[2]}-${match[3]}` : phone;
}

/** +1 ••• ••• 89 00: enough to recognise one's own number in a message. */
export function maskPhone(phone: string): string {
  return phone.length > 4 ? `+1 ••• ••• ${phone.slice(-4, -2)} ${phone.slice(-2)}` : phone;
}

/** The sign-in name is a phone number when it reads as one, else an e-mail address. */
export function loginKind(login: string): 'phone' | 'email' {
  return login.includes('@') ? 'email' : 'phone';
}

/**
 * The account a sign-in name points at, however it was typed: a phone as +1XXXXXXXXXX, an
 * e-mail trimmed and lower-cased, anything else trimmed and lower-cased. Sign-in limits are
 * keyed on it, so that "312-555-0102" and "(312)555-0102" share one budget.
 */
export function normalizeLogin(login: string): string {
  const trimmed = login.trim();
  if (loginKind(trimmed) === 'phone') {
    const phone = normalizePhone(trimmed);
    if (phone) return phone;
  }
  return trimmed.toLowerCase();
}
