import { TriangleAlert } from 'lucide-react';
import {
  WELCOME_FLOW_ERRORS,
  type WelcomeFlowError,
} from '@ignite/domain/welcome-flow/welcome-flow-api';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { Button } from '@/shared/ui/button.tsx';

/** Spec part 2 section 8: the welcome flow's error panels, word for word, with Try again. */
export function ErrorPanel({
  error,
  onTryAgain,
}: {
  error: WelcomeFlowError;
  onTryAgain: () => void;
}) {
  const texts = WELCOME_FLOW_ERRORS[error];
  return (
    <section className="flex flex-col items-center gap-3 pt-10 text-center" role="alert">
      <div className="grid size-20 place-items-center rounded-3xl bg-surface text-5xl text-warning">
        <Glyph icon={TriangleAlert} className="text-5xl" />
      </div>
      <p className="text-3xl font-black tracking-wide">{texts.title}</p>
      <h2 className="text-xl font-bold">{texts.heading}</h2>
      {texts.lines.map((line) => (
        <p key={line} className="max-w-sm text-base text-muted">
          {line}
        </p>
      ))}
      <Button className="mt-4 w-full max-w-xs" onClick={onTryAgain}>
        Try again
      </Button>
    </section>
  );
}
