import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { GENERIC_ERROR_MESSAGE } from '@ignite/domain/result';
import { loginRequestSchema } from '@ignite/domain/session';
import { rememberedUserSchema } from '@ignite/domain/user';
import { paths } from '@/shared/routes.ts';
import { takeReturnTo } from '@/shared/session/return-to.ts';
import { readStored, storageKeys } from '@/shared/session/storage.ts';
import { Button } from '@/shared/ui/button.tsx';
import { Checkbox } from '@/shared/ui/checkbox.tsx';
import { GaugeArt } from '@/shared/ui/gauge-art.tsx';
import { FormErrors } from '@/shared/ui/form-messages.tsx';
import { Screen } from '@/shared/ui/screen.tsx';
import { TextField } from '@/shared/ui/text-field.tsx';
import { useLogin } from './api/login.ts';
import { RememberedUserPicker } from './remembered-user-picker.tsx';

const rememberedUsersSchema = z.array(rememberedUserSchema);

type FieldErrors = { username?: string[] | undefined; password?: string[] | undefined };

export function LoginPage() {
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [rememberedUsers] = useState(
    () => readStored(storageKeys.otherUsers, rememberedUsersSchema) ?? [],
  );
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  function pickUser(username: string) {
    if (usernameInput.current) usernameInput.current.value = username;
    passwordInput.current?.focus();
  }
  // The API answers failures as results; an error thrown here is ours (storage full, say).
  const serverMessages = loginMutation.isError
    ? [GENERIC_ERROR_MESSAGE]
    : loginMutation.data?.success === false
      ? loginMutation.data.messages
      : [];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    // The server's own schema, so the form says exactly what the server would.
    const parsed = loginRequestSchema.safeParse({
      username: form.get('username'),
      password: form.get('password'),
    });
    if (!parsed.success) {
      setFieldErrors(z.flattenError(parsed.error).fieldErrors);
      loginMutation.reset();
      // Take keyboard and screen-reader users straight to the first field to fix.
      const first = parsed.error.issues[0]?.path[0];
      const field = typeof first === 'string' ? formElement.elements.namedItem(first) : null;
      if (field instanceof HTMLInputElement) field.focus();
      return;
    }
    setFieldErrors({});
    loginMutation.mutate(
      { ...parsed.data, rememberMe: form.get('rememberMe') === 'on' },
      {
        onSuccess: (result) => {
          if (result.success) void navigate(takeReturnTo() ?? paths.myGarage, { replace: true });
        },
      },
    );
  }

  return (
    <Screen>
      <div className="flex flex-1 flex-col justify-end pt-6 pb-8">
        <GaugeArt className="mb-8 size-40 self-center opacity-90 [@media(max-height:700px)]:hidden" />
        <h1 className="text-4xl font-bold tracking-tight">Sign in</h1>
        <p className="mt-3 max-w-xs text-base text-muted">
          Your car, your dealership and your rewards, all in one place.
        </p>
      </div>

      {/* A sheet rising from the bottom edge keeps the form within thumb reach. */}
      <form
        noValidate
        onSubmit={onSubmit}
        className="-mx-6 -mb-8 flex flex-col gap-5 rounded-t-[2rem] border-t border-border bg-surface px-6 pt-8 pb-10"
      >
        <RememberedUserPicker users={rememberedUsers} onPick={pickUser} />
        <TextField
          ref={usernameInput}
          label="Username"
          name="username"
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={fieldErrors.username?.[0]}
        />
        <TextField
          ref={passwordInput}
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={fieldErrors.password?.[0]}
        />
        <Checkbox label="Remember me" name="rememberMe" />
        <FormErrors messages={serverMessages} />
        <Button type="submit" disabled={loginMutation.isPending} className="w-full">
          {loginMutation.isPending ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </Screen>
  );
}
