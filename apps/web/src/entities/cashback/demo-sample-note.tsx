import { FlaskConical } from 'lucide-react';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { DEMO_SAMPLE_NOTE } from './demo-sample-overlay.ts';

/** Said where the demo sample stands in for the owner's own, in place of its actions. */
export function DemoSampleNote() {
  return (
    <p className="flex items-start gap-2 rounded-xl bg-raised px-3 py-2 text-sm text-muted">
      <Glyph icon={FlaskConical} className="mt-0.5 shrink-0 text-base" />
      {DEMO_SAMPLE_NOTE}
    </p>
  );
}
