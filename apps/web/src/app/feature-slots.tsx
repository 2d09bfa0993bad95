import type { ReactNode } from 'react';
import { DemoCarePlanSwitch } from '@/features/care-plan/demo/demo-care-plan-switch.tsx';
import { type FeatureSlots, FeatureSlotsContext } from '@/shared/slots/feature-slots.tsx';

/** What each feature shows on another's page (shared/slots/feature-slots.tsx). */
export const APP_FEATURE_SLOTS: FeatureSlots = {
  // The care plan's demo switch, among the garage's Demo Settings.
  demoSettings: [DemoCarePlanSwitch],
};

export function AppFeatureSlots({ children }: { children: ReactNode }) {
  return (
    <FeatureSlotsContext.Provider value={APP_FEATURE_SLOTS}>
      {children}
    </FeatureSlotsContext.Provider>
  );
}
