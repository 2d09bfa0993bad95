import { useParams } from 'react-router';
import { GarageModelGate } from '@/entities/vehicle/garage-model-gate.tsx';
import { PageTitle } from '@/shared/routing/page-title.tsx';
import { NotFound } from '@/shared/ui/not-found.tsx';
import { HelpCalls } from './help-calls.tsx';
import { helpTopic } from './help-topics.ts';

/** /my-garage/concierge/{group}/{topic}: one of the concierge's ten help pages. */
export function ConciergeHelpPage() {
  const { group, topic } = useParams();
  const found = helpTopic(group, topic);
  if (!found) return <NotFound />;
  return (
    <GarageModelGate>
      {(garage) => (
        <article className="flex flex-col gap-6">
          <PageTitle title={found.title} />
          <p className="text-lg font-medium">{found.intro}</p>
          <HelpCalls calls={found.calls} garage={garage} />
          {found.sections.map((section) => (
            <section
              key={section.heading}
              id={section.id}
              className="flex scroll-mt-4 flex-col gap-2"
            >
              <h2 className="text-lg font-semibold">{section.heading}</h2>
              <ul className="list-disc space-y-2 pl-5 text-base text-muted">
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </section>
          ))}
        </article>
      )}
    </GarageModelGate>
  );
}
