import { useLayoutEffect } from 'react';
import { useSearchParams } from 'react-router';
import { FlaskConical } from 'lucide-react';
import { SANDBOX_CARD_MESSAGES } from '@ignite/domain/cashback/cashback-feed';
import { sandboxCardLink } from '@ignite/domain/contract/cashback-provider';
import { useApiMutation } from '@/shared/api/use-api-mutation.ts';
import { Form } from '@/shared/form/form.tsx';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { TextInput } from '@/shared/inputs/text-input.tsx';
import { MaskedDigitsInput } from '../shared/masked-digits-input.tsx';
import { safeRedirect } from './safe-redirect.ts';
import {
  cardNumberMask,
  type SandboxCard,
  sandboxCardSchema,
  TEST_CARDS,
} from './sandbox-card-schema.ts';

const EMPTY: SandboxCard = { cardNumber: '', expiry: '', nickname: '' };

/** The token a real provider's page would read from its link: base64url, as the server makes. */
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

function SandboxNotice() {
  return (
    <div role="note" className="flex gap-3 rounded-2xl border-2 border-dashed border-warning p-4">
      <Glyph icon={FlaskConical} className="mt-0.5 text-2xl text-warning" />
      <div className="flex flex-col gap-2 text-sm">
        <p className="text-base font-bold">Sandbox — test cards only</p>
        <p className="text-muted">
          This page stands in for the cashback provider&apos;s card-linking page. Do not enter a
          real card; use a test number with any future expiry:
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {TEST_CARDS.map(({ issuer, number }) => (
            <div key={issuer} className="contents">
              <dt className="text-muted">{issuer}</dt>
              <dd className="font-mono tabular-nums">{number}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}

/**
 * /sandbox/card-link?token=...&redirect=... : the local stand-in for a cashback provider's
 * card-linking page, like a payment provider's test mode, so a demo or a test needs no outside
 * service. It needs no session: the token says whose wallet the card joins. Linked, the owner
 * goes back to `redirect` on this origin (a full page load, as a provider's redirect is).
 */
export function SandboxCardLinkPage() {
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  const back = safeRedirect(query.get('redirect'), window.location.origin);
  // Without the session's tokens: the token names the wallet, whoever is signed in here.
  const linkCard = useApiMutation(sandboxCardLink, { invalidates: [], anonymous: true });

  useLayoutEffect(() => {
    document.title = 'Link a card | Sandbox';
  }, []);

  async function link(card: SandboxCard) {
    const result = await linkCard.run({
      body: {
        token,
        cardNumber: card.cardNumber,
        expiry: card.expiry,
        nickname: card.nickname || null,
      },
    });
    return { success: result.success, messages: result.success ? [] : result.messages };
  }

  return (
    <main tabIndex={0} className="flex flex-1 flex-col gap-6 overflow-y-auto px-6 pt-8 pb-8">
      <header>
        <p className="text-sm font-semibold tracking-wide text-muted uppercase">
          Cashback provider · Sandbox
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight">Link a card</h1>
      </header>
      <SandboxNotice />
      {TOKEN.test(token) ? (
        <Form
          aria-label="Link a card"
          schema={sandboxCardSchema}
          initialValues={EMPTY}
          onSave={link}
          onSaved={() => window.location.assign(back)}
          editsValues={false}
          submitLabel="Link card"
          savingLabel="Linking…"
          className="rounded-3xl border border-border bg-surface p-5"
        >
          <MaskedDigitsInput
            name="cardNumber"
            label="Card number"
            mask={cardNumberMask}
            autoComplete="cc-number"
            required
          />
          <MaskedDigitsInput
            name="expiry"
            label="Expiry (MM/YY)"
            mask="##/##"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            required
          />
          <TextInput
            name="nickname"
            label="Nickname (optional)"
            hint="Up to 30 characters, to tell your cards apart"
            maxLength={30}
            autoComplete="off"
          />
        </Form>
      ) : (
        <p
          role="alert"
          className="rounded-2xl border border-danger bg-danger-surface p-4 text-danger"
        >
          {SANDBOX_CARD_MESSAGES.unknownToken}
        </p>
      )}
      <a
        href={back}
        className="inline-flex min-h-11 items-center self-center text-sm font-semibold text-accent underline-offset-4 hover:underline"
      >
        Cancel and go back
      </a>
    </main>
  );
}
