import { type FormEvent, type InputHTMLAttributes, type Ref, useId, useRef, useState } from 'react';
import { z } from 'zod/mini';
import { GENERIC_ERROR_MESSAGE } from '@ignite/domain/result';
import { loginRequestSchema } from '@ignite/domain/session';
import { rememberedUserSchema } from '@ignite/domain/user';
import { FormStatusContext, formFlags } from '@/shared/form/form-context.ts';
import { FormMessageList } from '@/shared/form/form-message-list.tsx';
import { SaveButton } from '@/shared/form/save-button.tsx';
import { useFormMessages } from '@/shared/form/use-form-messages.ts';
import { FieldFrame } from '@/shared/inputs/field-frame.tsx';
import { errorIdOf } from '@/shared/inputs/field-props.ts';
import { controlClass, raisedFieldsClass } from '@/shared/inputs/field-styles.ts';
import { readStored, storageKeys } from '@/shared/session/storage.ts';
import { Checkbox } from '@/shared/ui/checkbox.tsx';
import { login } from './login.ts';
import { RememberedUserPicker } from './remembered-user-picker.tsx';

const rememberedUsersSchema = z.array(rememberedUserSchema);

type FieldName = 'username' | 'password';
type FieldErrors = Partial<Record<FieldName, string>>;

/** The server's own rules, so the form says exactly what the server would. */
function check(values: Record<FieldName, FormDataEntryValue | null>): {
  data: z.output<typeof loginRequestSchema> | null;
  errors: FieldErrors;
} {
  const parsed = loginRequestSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const { fieldErrors } = z.flattenError(parsed.error);
  const errors: FieldErrors = {
    username: fieldErrors.username?.[0],
    password: fieldErrors.password?.[0],
  };
  return { data: null, errors };
}

/**
 * Sign-in, drawn with the form layer's pieces (field frame, message list, save button) but
 * not on the one `Form`: react-hook-form would add 21 KB of JS to the first page every user
 * loads (decision 0014). It behaves like a Form that sends rather than edits: fields are
 * checked on submit and again as they are corrected, the first wrong one is focused, the
 * server's refusal shows in the form, and the button says 'Signing in…' while it waits.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [rememberedUsers] = useState(
    () => readStored(storageKeys.otherUsers, rememberedUsersSchema) ?? [],
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  // A second tap can come before React has drawn the busy state: the ref answers at once.
  const sending = useRef(false);
  const messages = useFormMessages();
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const valuesOf = (form: HTMLFormElement) => {
    const data = new FormData(form);
    return { username: data.get('username'), password: data.get('password') };
  };

  /** A field shown wrong is checked again as it changes, so its message goes once fixed. */
  const recheck = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as FieldName;
    if (!errors[name]) return;
    const next = check(valuesOf(event.currentTarget)).errors[name];
    setErrors((current) => ({ ...current, [name]: next }));
  };

  const pickUser = (username: string) => {
    if (usernameInput.current) usernameInput.current.value = username;
    setErrors((current) => ({ ...current, username: undefined }));
    passwordInput.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const form = event.currentTarget;
    const { data, errors: found } = check(valuesOf(form));
    setErrors(found);
    if (!data) {
      // Take keyboard and screen-reader users straight to the first field to fix.
      (found.username ? usernameInput : passwordInput).current?.focus();
      return;
    }
    sending.current = true;
    setBusy(true);
    const rememberMe = new FormData(form).get('rememberMe') === 'on';
    // The API answers failures as results; a throw here is ours (storage full, say).
    const result = await login({ ...data, rememberMe }).catch(() => null);
    sending.current = false;
    setBusy(false);
    if (result?.success) {
      onSignedIn();
      return;
    }
    const texts = result && result.messages.length > 0 ? result.messages : [GENERIC_ERROR_MESSAGE];
    messages.add(texts.map((text) => ({ kind: 'error', text })));
  };

  const hasErrors =
    Boolean(errors.username) || Boolean(errors.password) || messages.messages.length > 0;
  const status = {
    ...formFlags({ dirty: true, touched: false, valid: true }),
    saveState: busy ? 'Saving' : 'NotSaved',
  } as const;

  return (
    <FormStatusContext.Provider value={status}>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        onChange={recheck}
        data-save-state={status.saveState}
        data-has-errors={hasErrors}
        data-keeps-bottom-clear="sign-in"
        className={`-mx-6 -mb-8 flex flex-col gap-5 rounded-t-[2rem] border-t border-border bg-surface px-6 pt-8 pb-10 ${raisedFieldsClass}`}
      >
        {/* Above the fields: the sheet grows upwards, so the Sign in button never moves. */}
        <FormMessageList messages={messages.messages} onDismiss={messages.dismiss} />
        <RememberedUserPicker users={rememberedUsers} onPick={pickUser} />
        <SignInField
          inputRef={usernameInput}
          name="username"
          label="Username"
          error={errors.username}
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          // The last person remembered here is the likeliest to sign in again.
          defaultValue={rememberedUsers[0]?.username}
        />
        <SignInField
          inputRef={passwordInput}
          name="password"
          label="Password"
          error={errors.password}
          type="password"
          autoComplete="current-password"
        />
        <Checkbox
          label="Remember me"
          name="rememberMe"
          defaultChecked={rememberedUsers.length > 0}
        />
        <SaveButton label="Sign in" savingLabel="Signing in…" showSaved={false} />
      </form>
    </FormStatusContext.Provider>
  );
}

type SignInFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  name: FieldName;
  label: string;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
};

/** A required text field in the same frame as the Form's inputs: label, error, described-by. */
function SignInField({ label, error, inputRef, ...input }: SignInFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} required hideRequiredIndicator>
      <input
        ref={inputRef}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdOf(id) : undefined}
        aria-required
        className={controlClass}
        {...input}
      />
    </FieldFrame>
  );
}
