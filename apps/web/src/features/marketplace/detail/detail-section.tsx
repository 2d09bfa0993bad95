import { type ReactNode, useId } from 'react';

/** One titled section of the offer's page. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Paragraphs as the API gives them, one string each. */
export function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <div className="flex flex-col gap-3 text-base leading-relaxed break-words text-muted">
      {items.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </div>
  );
}
