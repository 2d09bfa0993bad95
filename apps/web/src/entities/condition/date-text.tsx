import { formatLongDate, formatShortDate } from './date-formats.ts';

type Props = {
  when: string | Date;
  /** One format per screen, so dates on a page read alike: a page picks one and keeps to it. */
  format: 'short' | 'long';
  className?: string;
};

/** A date as a <time> element that never breaks across lines. */
export function DateText({ when, format, className = '' }: Props) {
  const text = format === 'long' ? formatLongDate(when) : formatShortDate(when);
  if (text === null) return null;
  const machine = typeof when === 'string' ? when : when.toISOString();
  return (
    <time dateTime={machine} className={`whitespace-nowrap ${className}`}>
      {text}
    </time>
  );
}
