import { useId } from 'react';
import { CallWithReference } from '@/entities/care-plan/call-with-reference.tsx';
import { enabledRoadside } from '@/entities/care-plan/roadside.ts';
import { useMyGarage } from '@/entities/vehicle/my-garage-query.ts';

/** Spec part 3 sections 2 and 6: the roadside assistance call, only where the plan has it. */
export function RoadsideCall() {
  const headingId = useId();
  const roadside = enabledRoadside(useMyGarage().data);
  if (!roadside?.phoneNumber) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-3xl border border-border bg-surface p-5"
    >
      <div>
        <h2 id={headingId} className="text-lg font-bold">
          {roadside.title}
        </h2>
        {roadside.provider ? <p className="text-base text-muted">{roadside.provider}</p> : null}
      </div>
      <CallWithReference
        phoneNumber={roadside.phoneNumber}
        label="Call Roadside Assistance"
        referenceName="policy number"
        reference={roadside.policyNumber}
      />
    </section>
  );
}
