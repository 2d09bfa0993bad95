import { type ReactNode, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { PlugInPicture, PortPicture, ReportingPicture } from './pairing-pictures.tsx';

const STEPS: { picture: ReactNode; title: string; text: string }[] = [
  {
    picture: <PortPicture />,
    title: 'Find the diagnostic port',
    text: 'It is under the dashboard on the driver’s side, near the steering column.',
  },
  {
    picture: <PlugInPicture />,
    title: 'Plug in the Health Monitor',
    text: 'Push it in firmly until it sits flat. Its light starts to flash.',
  },
  {
    picture: <ReportingPicture />,
    title: 'Start the car',
    text: 'Leave the engine running for a minute. The light turns steady once it reports.',
  },
];

/** Spec part 2 section 2: the 3-step picture carousel of the pairing workflow. */
export function PairingSteps() {
  const [index, setIndex] = useState(0);
  const step = STEPS[index] ?? STEPS[0];
  if (!step) return null;
  const arrow =
    'grid size-11 place-items-center rounded-full border border-border bg-raised text-xl disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-accent';
  return (
    <section
      aria-roledescription="carousel"
      aria-label="How to connect the Health Monitor"
      className="flex flex-col items-center gap-3 rounded-3xl border border-border bg-surface p-5 text-center"
    >
      <div
        role="group"
        aria-roledescription="slide"
        aria-label={`Step ${index + 1} of ${STEPS.length}`}
        className="flex w-full flex-col items-center gap-2"
      >
        {step.picture}
        <p className="text-sm font-semibold text-muted">
          Step {index + 1} of {STEPS.length}
        </p>
        <h3 className="text-lg font-semibold">{step.title}</h3>
        <p className="max-w-sm text-base text-muted">{step.text}</p>
      </div>
      <div className="flex items-center gap-4">
        <button
          type="button"
          className={arrow}
          aria-label="Previous step"
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
        >
          <Glyph icon={ChevronLeft} />
        </button>
        <span className="flex gap-2" aria-hidden="true">
          {STEPS.map((s, i) => (
            <span
              key={s.title}
              className={`size-2.5 rounded-full ${i === index ? 'bg-accent' : 'bg-border'}`}
            />
          ))}
        </span>
        <button
          type="button"
          className={arrow}
          aria-label="Next step"
          disabled={index === STEPS.length - 1}
          onClick={() => setIndex(index + 1)}
        >
          <Glyph icon={ChevronRight} />
        </button>
      </div>
    </section>
  );
}
