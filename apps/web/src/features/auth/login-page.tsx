import { useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { loginRequestSchema } from '@ignite/domain/session';
import { rememberedUserSchema } from '@ignite/domain/user';
import { Form } from '@/shared/form/form.tsx';
import { CheckboxInput } from '@/shared/inputs/checkbox-input.tsx';
import { raisedFieldsClass } from '@/shared/inputs/field-styles.ts';
import { TextInput } from '@/shared/inputs/text-input.tsx';
import { paths } from '@/shared/routes.ts';
import { takeReturnTo } from '@/shared/session/return-to.ts';
import { readStored, storageKeys } from '@/shared/session/storage.ts';
import { GaugeArt } from '@/shared/ui/gauge-art.tsx';
import { Screen } from '@/shared/ui/screen.tsx';
import { login } from './api/login.ts';
import { RememberedUserPicker } from './remembered-user-picker.tsx';

const rememberedUsersSchema = z.array(rememberedUserSchema);

// The server's own rules, so the form says exactly what the server would.
const loginFormSchema = loginRequestSchema.extend({ rememberMe: z.boolean() });
const emptyLogin: z.input<typeof loginFormSchema> = {
  username: '',
  password: '',
  rememberMe: false,
};

export function LoginPage() {
  const navigate = useNavigate();
  const [rememberedUsers] = useState(
    () => readStored(storageKeys.otherUsers, rememberedUsersSchema) ?? [],
  );

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
      <Form
        // Signing in sends the credentials; there are no saved values to edit or guard.
        editsValues={false}
        schema={loginFormSchema}
        initialValues={emptyLogin}
        onSave={login}
        onSaved={() => void navigate(takeReturnTo() ?? paths.myGarage, { replace: true })}
        submitLabel="Sign in"
        savingLabel="Signing in…"
        className={`-mx-6 -mb-8 rounded-t-[2rem] border-t border-border bg-surface px-6 pt-8 pb-10 ${raisedFieldsClass}`}
      >
        <RememberedUserPicker users={rememberedUsers} />
        <TextInput
          name="username"
          label="Username"
          required
          hideRequiredIndicator
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextInput
          name="password"
          label="Password"
          required
          hideRequiredIndicator
          type="password"
          autoComplete="current-password"
        />
        <CheckboxInput name="rememberMe" label="Remember me" />
      </Form>
    </Screen>
  );
}
