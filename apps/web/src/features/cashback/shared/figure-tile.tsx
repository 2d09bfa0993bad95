import type { ReactNode } from 'react';

type Props = {
  label: string;
  value: ReactNode;
  /** 'inset' sits inside a panel; 'card' stands on the page, with its own border. */
  tone: 'inset' | 'card';
  /** 'lead' for the one figure a page leads with. */
  size?: 'lead' | 'normal';
  className?: string;
};

/** One labelled money figure (or count) of a `<dl>`: lifetime, pending, spend, rewards. */
export function FigureTile({ label, value, tone, size = 'normal', className = '' }: Props) {
  const box = tone === 'inset' ? 'bg-raised' : 'border border-border bg-surface';
  const text =
    size === 'lead' ? 'text-3xl font-bold tracking-tight' : 'text-lg font-semibold break-words';
  const padding = size === 'lead' ? 'p-4' : 'p-3';
  return (
    <div className={`min-w-0 rounded-2xl ${box} ${padding} ${className}`}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className={`${text} tabular-nums`}>{value}</dd>
    </div>
  );
}
