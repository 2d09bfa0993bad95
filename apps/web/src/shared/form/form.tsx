import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, type ReactNode, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  FormProvider,
  useForm,
  useWatch,
} from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod/mini';
import { GENERIC_ERROR_MESSAGE } from '@ignite/domain/result';
import { isFormUnchanged, submitBlockedMessage } from '@ignite/domain/validation/form-readiness';
import { type SaveAnswer, saveAnswerMessages } from '@ignite/domain/validation/form-save';
import { formFlags, FormStatusContext } from './form-context.ts';
import { FormMessageList } from './form-message-list.tsx';
import { SaveButton } from './save-button.tsx';
import { UnsavedChangesDialog } from './unsaved-changes-dialog.tsx';
import { useFormMessages } from './use-form-messages.ts';
import { useSaveState } from './use-save-state.ts';
import { useUnsavedChangesPrompt } from './use-unsaved-changes-prompt.ts';

export type FormProps<Schema extends z.core.$ZodType<FieldValues, FieldValues>> = {
  /** The zod schema, built from the domain's field rules so the server says the same. */
  schema: Schema;
  initialValues: z.input<Schema>;
  /** Resolves to nothing or to the API's result; a result with success false is an Error. */
  onSave: (values: z.output<Schema>) => Promise<SaveAnswer>;
  /**
   * Asked before onSave, once the values are valid: resolving false (the user answered No to
   * a question) sends nothing and leaves the form as it was, with no message and no error.
   */
  beforeSave?: (values: z.output<Schema>) => Promise<boolean>;
  /** After a successful save, close the form by going back one step. */
  closeOnSave?: boolean;
  /** After a successful save, once the form is reset: to go on to another page, say. */
  onSaved?: (values: z.output<Schema>) => void;
  /** Shown after a successful save when the answer carries no messages of its own. */
  successMessage?: string;
  submitLabel?: string;
  /** The submit's label while saving ('Saving…' unless told). */
  savingLabel?: string;
  /**
   * Spec part 2 section 5 ('submit is disabled while invalid', set-odometer's 'disabled while
   * unchanged', custom GPS's Apply): the submit is disabled, not answered with 'Form not ready'.
   * A sending form (editsValues false) is ready once valid, prefilled or not: a mobile the
   * dealership entered is sent as it is.
   */
  disableSubmitUntilReady?: boolean;
  /**
   * false for a form that sends rather than edits, such as sign-in. With no saved values to
   * compare with, an unchanged submit is sent and an invalid one shows its fields' messages
   * alone (no 'Form not ready'); leaving asks nothing; Saving lasts as long as the send, and
   * the submit never reads 'Saved'.
   */
  editsValues?: boolean;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
};

/**
 * The one form wrapper: react-hook-form with the domain's zod rules, the save states, the
 * form flags, 'Form not ready' for an invalid or unchanged submit, the form's messages and
 * the unsaved-changes prompt. Inputs inside find the form through context.
 */
export function Form<Schema extends z.core.$ZodType<FieldValues, FieldValues>>({
  schema,
  initialValues,
  onSave,
  beforeSave,
  closeOnSave = false,
  onSaved,
  successMessage,
  submitLabel,
  savingLabel,
  disableSubmitUntilReady = false,
  editsValues = true,
  children,
  className = '',
  'aria-label': ariaLabel,
}: FormProps<Schema>) {
  const methods = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues: initialValues as DefaultValues<z.input<Schema>>,
    mode: 'onTouched',
  });
  const navigate = useNavigate();
  // The values a save starts from; a successful save moves it to the saved values.
  const [baseline, setBaseline] = useState<z.input<Schema>>(initialValues);
  const values = useWatch({ control: methods.control });
  const { isValid, touchedFields } = methods.formState;
  const dirty = !isFormUnchanged(values, baseline);
  const flags = formFlags({
    dirty,
    touched: Object.keys(touchedFields).length > 0,
    valid: isValid,
  });

  const { saveState, runSave } = useSaveState({ holdSaving: editsValues });
  const messages = useFormMessages();
  const { blocker, allowLeaving } = useUnsavedChangesPrompt(
    editsValues && dirty && saveState !== 'Saving',
  );
  // After Saved, the next edit makes the form unsaved again.
  const shownSaveState = saveState === 'Saved' && dirty ? 'NotSaved' : saveState;

  /** 'Form not ready' when invalid or unchanged; answers whether the submit was stopped. */
  const stopIfNotReady = (valid: boolean) => {
    if (!editsValues) return false;
    const values = methods.getValues();
    const text = submitBlockedMessage({ valid, values, initialValues: baseline });
    // Not closable, so it goes by itself after 10 s once the user has read it.
    if (text) messages.add([{ kind: 'error', text, closable: false }]);
    return text !== undefined;
  };

  const save = async (output: z.output<Schema>) => {
    if (stopIfNotReady(true)) return;
    if (beforeSave && !(await beforeSave(output))) return;
    const submitted = methods.getValues();
    const outcome = await runSave(() => onSave(output));
    const answered = saveAnswerMessages(outcome.answer);
    if (outcome.state === 'Error') {
      const texts = answered.length > 0 ? answered : [GENERIC_ERROR_MESSAGE];
      messages.add(texts.map((text) => ({ kind: 'error', text })));
      return;
    }
    methods.reset(submitted);
    setBaseline(submitted);
    const texts = answered.length > 0 ? answered : successMessage ? [successMessage] : [];
    messages.add(texts.map((text) => ({ kind: 'success', text, closable: false })));
    if (closeOnSave || onSaved) allowLeaving();
    onSaved?.(output);
    if (closeOnSave) void navigate(-1);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (saveState === 'Saving') {
      event.preventDefault();
      return;
    }
    void methods.handleSubmit(save, () => stopIfNotReady(false))(event);
  };

  return (
    <FormProvider {...methods}>
      <FormStatusContext.Provider value={{ ...flags, saveState: shownSaveState }}>
        <form
          noValidate
          aria-label={ariaLabel}
          onSubmit={onSubmit}
          data-save-state={shownSaveState}
          data-dirty={flags.dirty}
          data-touched={flags.touched}
          data-valid={flags.valid}
          className={`flex flex-col gap-5 ${className}`}
        >
          {children}
          <FormMessageList messages={messages.messages} onDismiss={messages.dismiss} />
          <SaveButton
            label={submitLabel}
            savingLabel={savingLabel}
            showSaved={editsValues}
            notReady={disableSubmitUntilReady && (flags.invalid || (editsValues && flags.clean))}
          />
        </form>
        {blocker.state === 'blocked' ? (
          <UnsavedChangesDialog onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />
        ) : null}
      </FormStatusContext.Provider>
    </FormProvider>
  );
}
