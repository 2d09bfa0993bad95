import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { useParams } from 'react-router';
import { FileX } from 'lucide-react';
import { sharedServiceRecord } from '@ignite/domain/contract/service-record';
import { SERVICE_RECORD_MESSAGES } from '@ignite/domain/service-record/service-record-api';
import { endpointQuery } from '@/shared/api/client.ts';
import { BRAND_NAME } from '@/shared/brand.ts';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { Screen } from '@/shared/ui/screen.tsx';
import { SharedRecordView } from './shared-record-view.tsx';

const LOAD_FAILED = 'The service record could not be loaded. Please try again later';

/**
 * /service-record/:token (decision 0040): the car's record an owner shared with a buyer,
 * for whoever holds the link, without signing in. A link that is unknown, expired or turned
 * off says so and shows nothing else.
 */
export function SharedServiceRecordPage() {
  const token = useParams().token ?? '';
  // A closed link stays closed: asking again would only repeat the 404.
  const shared = useQuery({
    ...endpointQuery(sharedServiceRecord, { params: { token } }),
    retry: false,
  });

  useLayoutEffect(() => {
    document.title = `Service record | ${BRAND_NAME}`;
  }, []);

  return (
    <Screen>
      <div className="mx-auto mt-6 flex w-full max-w-2xl flex-col gap-5">
        <h1 className="text-3xl font-bold tracking-tight">Service record</h1>
        {shared.data ? (
          <SharedRecordView record={shared.data} />
        ) : shared.isPending ? (
          <LoadingBlock className="h-96 rounded-3xl bg-surface" />
        ) : (
          <LinkClosed
            // A link the server does not know (or no longer shows) says so; anything else
            // (no connection) is not the link's fault.
            message={
              shared.error?.status === 404 || shared.error?.status === 400
                ? SERVICE_RECORD_MESSAGES.linkClosed
                : LOAD_FAILED
            }
          />
        )}
      </div>
    </Screen>
  );
}

/** Unknown, expired or turned off: the server says the same for each, and so does the page. */
function LinkClosed({ message }: { message: string }) {
  return (
    <section className="flex flex-col items-center gap-3 rounded-3xl border border-border bg-surface p-6 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-raised text-accent">
        <Glyph icon={FileX} className="text-3xl" />
      </span>
      <p role="alert" className="text-lg font-bold">
        {message}
      </p>
      {message === LOAD_FAILED ? null : (
        <p className="text-base text-muted">Ask the person who sent it for a new link.</p>
      )}
    </section>
  );
}
