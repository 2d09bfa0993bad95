import { useFormStatus } from '@/shared/form/form-context.ts';

/** The live flags and save state of the form around it, for whoever is checking the layer. */
export function FormFlagsPanel() {
  const status = useFormStatus();
  const flags = [
    ['Save state', status.saveState],
    ['dirty / clean', status.dirty ? 'dirty' : 'clean'],
    ['touched / pristine', status.touched ? 'touched' : 'pristine'],
    ['valid / invalid', status.valid ? 'valid' : 'invalid'],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-xl border border-[color:var(--color-border)] bg-[color:var(--color-raised)] p-4 text-sm">
      {flags.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-[color:var(--color-muted)]">{term}</dt>
          <dd className="font-medium text-[color:var(--color-text)]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
