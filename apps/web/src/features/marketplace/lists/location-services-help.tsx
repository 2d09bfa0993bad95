import { MapPinOff } from 'lucide-react';
import { Glyph } from '@/shared/icons/glyph.tsx';

const IOS_STEPS = [
  'Open Settings',
  'Tap Privacy & Security, then Location Services',
  'Turn Location Services on',
  'Find your browser in the list and choose While Using the App',
];
const ANDROID_STEPS = [
  'Open Settings',
  'Tap Location',
  'Turn Use location on',
  'Tap App permissions (or App location permissions), find your browser and choose Allow only while using the app',
];

function Steps({ title, steps }: { title: string; steps: string[] }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-border bg-surface p-5">
      <h3 className="text-lg font-semibold">{title}</h3>
      <ol className="mt-3 flex list-decimal flex-col gap-2 pl-5 text-base text-muted marker:font-semibold marker:text-text">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

/**
 * Spec part 3 sections 2 and 8: without the device's location the nearest panel asks for
 * Location Services, with the steps for iOS and for Android, and says nearby offers are not
 * available.
 */
export function LocationServicesHelp({ countText }: { countText: string }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col items-center gap-3 py-4 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-raised text-accent">
          <Glyph icon={MapPinOff} className="text-3xl" />
        </span>
        <p role="status" className="text-xl font-bold">
          {countText}
        </p>
        <p className="max-w-sm text-base text-muted">
          Turn on Location Services and allow this site to use your location to see offers near you.
          Then come back to this page.
        </p>
      </div>
      <Steps title="iPhone and iPad (iOS)" steps={IOS_STEPS} />
      <Steps title="Android" steps={ANDROID_STEPS} />
    </div>
  );
}
