import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type FieldValues, useWatch } from 'react-hook-form';
import { vi } from 'vitest';
import type { z } from 'zod/mini';
import { Form, type FormProps } from '@/shared/form/form.tsx';
import { renderInRouter } from './render-in-router.tsx';

type RenderFormProps<Schema extends z.core.$ZodType<FieldValues, FieldValues>> = Omit<
  FormProps<Schema>,
  'onSave' | 'children'
> & { onSave?: FormProps<Schema>['onSave'] };

/** The enclosing Form's live values as JSON, so a test can read what an input stores. */
function FormValues() {
  const values: unknown = useWatch();
  return <pre aria-label="Form values">{JSON.stringify(values)}</pre>;
}

/**
 * Renders `fields` in a Form (inside a data router, see renderInRouter) together with a
 * read-out of the form's values. `onSave` defaults to a save that succeeds at once; it is
 * wrapped in a spy, so the test can see whether and with what it was called.
 */
export function renderForm<Schema extends z.core.$ZodType<FieldValues, FieldValues>>(
  { onSave = async () => undefined, ...props }: RenderFormProps<Schema>,
  fields: ReactNode,
  options?: Parameters<typeof renderInRouter>[1],
) {
  const save = vi.fn(onSave);
  const view = renderInRouter(
    <Form {...props} onSave={save}>
      {fields}
      <FormValues />
    </Form>,
    options,
  );
  return { ...view, onSave: save };
}

/** The values the Form holds now (JSON: undefined values are left out, dates are ISO text). */
export function formValues(): Record<string, unknown> {
  const text = screen.getByLabelText('Form values').textContent;
  return JSON.parse(text || '{}') as Record<string, unknown>;
}
