import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { DEALER_MESSAGES } from '@ignite/domain/dealer-mode/dealer-rules';
import {
  activateDealerVehicle,
  createDealerVehicle,
  listDealerAppConfigurations,
} from '@ignite/domain/contract/dealer-mode';
import { endpointQuery } from '@/shared/api/client.ts';
import { useApiMutation } from '@/shared/api/use-api-mutation.ts';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { logout } from '@/shared/logout/logout.ts';
import { paths } from '@/shared/routes.ts';
import { hasLiveSession, useSession } from '@/shared/session/session-store.ts';
import { Button } from '@/shared/ui/button.tsx';
import { Screen } from '@/shared/ui/screen.tsx';
import { SignInForm } from '@/entities/sign-in/sign-in-form.tsx';
import {
  type ActivationAnswer,
  ActivationForm,
  type ActivationValues,
} from './activation-form.tsx';
import { refusalInWords } from './refusal-in-words.ts';
import { OutcomePanel } from './outcome-panel.tsx';
import { SearchPanel } from './search-panel.tsx';
import { useActivationFlow } from './use-activation-flow.ts';
import { AlertBanner } from '@/shared/ui/alert-banner.tsx';

/**
 * /dealer-mode (spec part 3 sections 2 and 4): staff sign in here, then
 * search, activate and send the welcome text. Anyone may open it; its calls need a staff
 * session, and a signed-in owner is sent to My Garage by the route's guard.
 */
export function DealerModePage() {
  // The guard's notion of signed in: a stored session whose refresh token has expired is
  // no session, so its visitor gets the sign-in, not a tool whose calls would all fail.
  const stored = useSession();
  const session = stored && hasLiveSession() ? stored : null;
  const navigate = useNavigate();
  if (!session) {
    return (
      <Screen>
        <div className="flex flex-1 flex-col justify-end gap-3 pt-6 pb-8">
          <h1 className="text-4xl font-bold tracking-tight">Dealer Mode</h1>
          <p className="max-w-sm text-base text-muted">
            For dealership staff: sign in to find a customer’s vehicle, activate it and send their
            welcome text.
          </p>
        </div>
        {/* The landing order sends staff back here, and an owner to My Garage. */}
        <SignInForm onSignedIn={() => void navigate(paths.myGarage, { replace: true })} />
      </Screen>
    );
  }
  return <DealerTool staffName={session.user.firstName} />;
}

function DealerTool({ staffName }: { staffName: string }) {
  const { flow, choose, prepareNew, activated, reset } = useActivationFlow();
  const apps = useQuery({ ...endpointQuery(listDealerAppConfigurations, { body: {} }) });
  const create = useApiMutation(createDealerVehicle, { invalidates: [] });
  const activate = useApiMutation(activateDealerVehicle, { invalidates: [] });

  /**
   * True once activated; a refusal is the spec's failure, with the server's reason when it is
   * one staff can act on (the welcome text's limit, a number that is not the customer's).
   */
  async function submit(values: ActivationValues): Promise<ActivationAnswer> {
    const result = flow.vehicle?.vehicleId
      ? await activate.run({ body: { ...values, vehicleId: flow.vehicle.vehicleId } })
      : await create.run({
          body: { ...values, vin: flow.newVehicle?.vin ?? null },
        });
    if (result.success && result.data.vehicle) {
      activated(result.data.vehicle);
      return true;
    }
    return { refusedBecause: result.success ? null : refusalInWords(result) };
  }

  return (
    <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-5 px-4 pt-6 pb-10">
      <header className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">Dealer Mode</h1>
          <p className="text-sm wrap-anywhere text-muted">Signed in as {staffName}</p>
        </div>
        {flow.state === 'ready' ? (
          <Button
            variant="secondary"
            className="shrink-0 whitespace-nowrap"
            onClick={() => logout()}
          >
            Sign out
          </Button>
        ) : (
          <button
            type="button"
            aria-label="Close"
            onClick={reset}
            className="inline-flex size-12 items-center justify-center rounded-full border border-border bg-surface hover:border-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            <Glyph icon={X} className="text-xl" />
          </button>
        )}
      </header>
      {apps.isError ? <AlertBanner>{DEALER_MESSAGES.appConfigurationsFailed}</AlertBanner> : null}
      {flow.state === 'ready' ? <SearchPanel onChoose={choose} onNew={prepareNew} /> : null}
      {flow.state === 'matched' || flow.state === 'not-matched' ? (
        <>
          {flow.state === 'not-matched' ? (
            <p className="text-base text-muted">
              No vehicle was found, so a new one is set up with these details.
            </p>
          ) : null}
          <ActivationForm
            apps={apps.data?.appConfigurations ?? []}
            vehicle={flow.vehicle}
            rego={flow.newVehicle?.rego ?? ''}
            onSubmit={submit}
          />
          <Button variant="secondary" onClick={reset}>
            Close
          </Button>
        </>
      ) : null}
      {(flow.state === 'vehicle-activated' || flow.state === 'already-activated') &&
      flow.vehicle ? (
        <OutcomePanel
          vehicle={flow.vehicle}
          justActivated={flow.state === 'vehicle-activated'}
          onClose={reset}
        />
      ) : null}
    </main>
  );
}
