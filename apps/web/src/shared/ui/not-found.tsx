import { SHELL_MESSAGES } from '@ignite/domain/shell-messages';
import { paths } from '@/shared/routes.ts';
import { ButtonLink } from './button-link.tsx';

/**
 * The one not-found message (spec part 3 section 2), whether the whole address is unknown
 * (the catch-all page, without the shell) or only a part of it (an unknown guide topic or
 * care-plan item, inside the shell so the owner keeps the header and footer).
 */
export function NotFound({ standalone = false }: { standalone?: boolean }) {
  // Inside the shell the header holds the page's h1.
  const Heading = standalone ? 'h1' : 'h2';
  return (
    <section aria-labelledby="not-found-heading" className="flex flex-1 flex-col py-10">
      <div className="flex flex-1 flex-col justify-center">
        <p aria-hidden="true" className="text-8xl font-black tracking-tighter text-accent">
          {SHELL_MESSAGES.notFoundCode}
        </p>
        <Heading id="not-found-heading" className="mt-6 text-4xl font-bold tracking-tight">
          {SHELL_MESSAGES.notFoundTitle}
        </Heading>
        <p className="mt-4 text-base text-muted">
          We looked everywhere, but there is no page at this address.
        </p>
      </div>
      <ButtonLink to={paths.myGarage} className="mt-8">
        Go to My Garage
      </ButtonLink>
    </section>
  );
}
