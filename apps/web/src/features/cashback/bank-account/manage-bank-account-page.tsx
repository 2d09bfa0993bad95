import { type ReactNode, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  CASHBACK_MESSAGES,
  type BankAccount,
  type CashbackProfile,
} from '@ignite/domain/cashback/cashback-api';
import {
  cashbackProfile,
  removeBankAccount,
  saveBankAccount,
} from '@ignite/domain/contract/cashback';
import { useApiMutation } from '@/shared/api/use-api-mutation.ts';
import { canGoBackInBrowser } from '@/shared/history/use-back.ts';
import { paths } from '@/shared/routes.ts';
import { toast } from '@/shared/toast/toast-store.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { useCashbackKeys } from '@/entities/cashback/cashback-profile-query.ts';
import { ProfileGate } from '../shared/profile-gate.tsx';
import { BankAccountForm } from './bank-account-form.tsx';
import { SavedBankAccount } from './saved-bank-account.tsx';
import { AlertBanner } from '@/shared/ui/alert-banner.tsx';

/** Spec part 3 section 2: the question before the account goes. */
export const REMOVE_BANK_ACCOUNT_QUESTION = 'Are you sure you want to remove this bank account?';

/** /ignite/manage-bank-account (spec part 3 sections 2, 5 and 8). */
export function ManageBankAccountPage() {
  return (
    <ProfileGate>
      {(profile, demo) =>
        demo.bankAccount && profile.bankAccount ? (
          <Page>
            <SavedBankAccount account={profile.bankAccount} actions={null} />
          </Page>
        ) : (
          <ManageBankAccount profile={profile} />
        )
      }
    </ProfileGate>
  );
}

function Page({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-5">
      <p className="text-base text-muted">
        Your cashback is paid into this account when you withdraw it. Details are kept encrypted,
        and only the last digits are ever shown.
      </p>
      {children}
    </div>
  );
}

function ManageBankAccount({ profile }: { profile: CashbackProfile }) {
  const navigate = useNavigate();
  const keys = useCashbackKeys();
  const saved = profile.bankAccount;
  // Chosen once: a save refetches the profile, and its new account must not swap the form
  // for the read-only state while the page is on its way back.
  const [mode, setMode] = useState<'saved' | 'input'>(saved ? 'saved' : 'input');
  const [confirming, setConfirming] = useState(false);
  const [removeFailed, setRemoveFailed] = useState(false);
  const save = useApiMutation(saveBankAccount, { invalidates: [cashbackProfile] });
  const remove = useApiMutation(removeBankAccount, { invalidates: [cashbackProfile] });
  const removing = useRef(false);

  async function saveAccount(bankAccount: BankAccount) {
    if (!keys) return { success: false, messages: [CASHBACK_MESSAGES.bankAccountFailed] };
    const result = await save.run({ body: { appConsumerId: keys.appConsumerId, bankAccount } });
    return result.success
      ? { success: true, messages: [] }
      : { success: false, messages: [CASHBACK_MESSAGES.bankAccountFailed] };
  }

  /** Spec part 3 section 2: a successful save returns to the previous page. */
  function leave() {
    toast.success('Your bank account was saved');
    if (canGoBackInBrowser()) void navigate(-1);
    else void navigate(paths.cashback, { replace: true });
  }

  async function removeAccount() {
    if (removing.current) return;
    removing.current = true;
    setRemoveFailed(false);
    const result = await remove.run({}).finally(() => {
      removing.current = false;
    });
    setConfirming(false);
    if (!result.success) {
      setRemoveFailed(true);
      return;
    }
    setMode('input');
    toast.success('Your bank account was removed');
  }

  const showSaved = mode === 'saved' && saved !== null;
  return (
    <Page>
      {removeFailed ? <AlertBanner>{CASHBACK_MESSAGES.bankAccountFailed}</AlertBanner> : null}
      {showSaved ? (
        <SavedBankAccount
          account={saved}
          actions={{
            busy: remove.busy,
            onRemove: () => {
              setRemoveFailed(false);
              setConfirming(true);
            },
            onClear: () => {
              setRemoveFailed(false);
              setMode('input');
            },
          }}
        />
      ) : (
        <BankAccountForm onSave={saveAccount} onSaved={leave} />
      )}
      {confirming ? (
        <ConfirmDialog
          yesLabel="Remove"
          noLabel="Cancel"
          yesVariant="danger"
          busy={remove.busy}
          onYes={() => void removeAccount()}
          onNo={() => setConfirming(false)}
        >
          <p>{REMOVE_BANK_ACCOUNT_QUESTION}</p>
        </ConfirmDialog>
      ) : null}
    </Page>
  );
}
