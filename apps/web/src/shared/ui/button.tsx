import type { ButtonHTMLAttributes } from 'react';
import { DISABLED_BUTTON } from './disabled-button.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-accent text-on-accent enabled:hover:brightness-110 enabled:active:brightness-95 shadow-lg shadow-accent/20',
  secondary: 'bg-raised text-text border border-border hover:border-muted',
  // For an answer that throws work away (Leave with unsaved changes).
  danger: 'bg-danger text-surface enabled:hover:brightness-110 enabled:active:brightness-95',
};

/** At least 48px tall: a comfortable thumb target on a phone. */
export function buttonClass(variant: ButtonVariant): string {
  return `inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-5 text-base font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${variants[variant]} ${DISABLED_BUTTON}`;
}

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

export function Button({ variant = 'primary', className = '', type = 'button', ...props }: Props) {
  return <button type={type} className={`${buttonClass(variant)} ${className}`} {...props} />;
}
