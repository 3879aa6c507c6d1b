/**
 * The button variants of the design system (app.css "Buttons", shown on /styleguide):
 * - primary: the one action a form or page is for (save, send, subscribe);
 * - secondary: the other actions beside it (cancel, resend a code);
 * - quiet: a minor action that should not compete (show more, clear);
 * - danger: deleting or anything that cannot be undone: red, with a bin, never like saving.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';

export const BUTTON_VARIANTS: readonly ButtonVariant[] = ['primary', 'secondary', 'quiet', 'danger'];

/** The class names of a button (or a link that looks like one). */
export function buttonClass(variant: ButtonVariant = 'secondary', options: { small?: boolean; block?: boolean; extra?: string } = {}): string {
  return ['button', `button--${variant}`, options.small ? 'button--small' : '', options.block ? 'button--block' : '', options.extra ?? ''].filter(Boolean).join(' ');
}
