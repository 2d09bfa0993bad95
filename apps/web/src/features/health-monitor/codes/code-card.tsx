import type { DiagnosticCode } from '@ignite/domain/health-monitor/health-monitor-api';
import { DTC_URGENCY_TEXTS } from '@ignite/domain/health-monitor/diagnostic-codes';
import { ConditionStateLabel } from '@/entities/condition/condition-state-label.tsx';

const TONES = { now: 'critical', soon: 'due', routine: 'unset' } as const;

/** One trouble code in plain language: what it is, how urgent, what the driver may notice. */
export function CodeCard({ code }: { code: DiagnosticCode }) {
  const urgency = DTC_URGENCY_TEXTS[code.urgency];
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-border bg-raised/40 p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-mono text-xl font-bold tracking-wider">{code.errorCode}</span>
        <ConditionStateLabel tone={TONES[code.urgency]} label={urgency.label} />
      </div>
      <p className="text-base font-semibold break-words">{code.title}</p>
      <p className="text-base break-words text-muted">{code.description}</p>
      <p className="text-sm">{urgency.advice}</p>
      {code.symptoms.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold text-accent">
            What you may notice
          </summary>
          <ul className="mt-1 list-disc pl-5 text-muted">
            {code.symptoms.map((symptom) => (
              <li key={symptom}>{symptom}</li>
            ))}
          </ul>
        </details>
      ) : null}
      {code.causes.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold text-accent">Common causes</summary>
          <ul className="mt-1 list-disc pl-5 text-muted">
            {code.causes.map((cause) => (
              <li key={cause}>{cause}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}
