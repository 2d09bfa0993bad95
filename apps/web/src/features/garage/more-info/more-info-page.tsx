import { Siren } from 'lucide-react';
import { useParams } from 'react-router';
import { NotFound } from '@/shared/ui/not-found.tsx';
import { EMERGENCY_NUMBER, type Guide, type GuideSection, guideFor } from './more-info-topics.ts';

/** /my-garage/more-info/{topic}: a short guide; an unknown topic is not found. */
export function MoreInfoPage() {
  const { topic } = useParams();
  const guide = guideFor(topic);
  return guide ? <GuidePage guide={guide} /> : <NotFound />;
}

function GuidePage({ guide }: { guide: Guide }) {
  const { icon: GuideIcon } = guide;
  return (
    <article aria-labelledby="guide-title" className="flex flex-col gap-5">
      <header className="relative overflow-hidden rounded-3xl border border-border bg-surface p-6">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-20 -right-20 size-56 rounded-full bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--color-accent)_22%,transparent),transparent)]"
        />
        <span className="relative grid size-14 place-items-center rounded-2xl bg-raised text-accent">
          <GuideIcon aria-hidden="true" className="size-7" />
        </span>
        <h2 id="guide-title" className="relative mt-4 text-3xl font-bold tracking-tight">
          {guide.title}
        </h2>
        <p className="relative mt-2 text-base text-muted">{guide.summary}</p>
        <p className="relative mt-5 flex flex-col rounded-2xl bg-raised px-4 py-3">
          <span className="text-2xl font-bold text-accent">{guide.keyFact.value}</span>
          <span className="text-sm text-muted">{guide.keyFact.label}</span>
        </p>
      </header>
      {guide.sections.map((section) => (
        <GuideSectionView key={section.heading} section={section} />
      ))}
      <EmergencyNote />
    </article>
  );
}

function GuideSectionView({ section }: { section: GuideSection }) {
  return (
    <section className="flex flex-col gap-2 px-1">
      <h3 className="text-lg font-semibold">{section.heading}</h3>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph} className="text-base">
          {paragraph}
        </p>
      ))}
      {section.points ? (
        <ul className="flex flex-col gap-2">
          {section.points.map((point) => (
            <li key={point} className="flex gap-3 text-base">
              <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-accent" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** Every guide ends with the number to call when someone is hurt or in danger. */
function EmergencyNote() {
  return (
    <aside
      aria-label="In an emergency"
      className="flex items-center gap-4 rounded-2xl border border-border bg-surface p-4"
    >
      <Siren aria-hidden="true" className="size-6 shrink-0 text-danger" />
      <p className="flex-1 text-sm">
        If anyone is hurt or in danger, call{' '}
        <a href={`tel:${EMERGENCY_NUMBER}`} className="font-bold text-accent underline">
          {EMERGENCY_NUMBER}
        </a>
        .
      </p>
    </aside>
  );
}
