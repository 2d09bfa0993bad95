import {
  customGpsFormSchema,
  customGpsInitialValues,
  type GpsCoordinates,
} from '@ignite/domain/garage/custom-gps';
import { Form } from '@/shared/form/form.tsx';
import { DecimalInput } from '@/shared/inputs/text-inputs.tsx';
import type { UserSettings } from '@/shared/settings/user-settings.ts';
import { SwitchRow } from '@/shared/ui/switch.tsx';

// Ours: the spec gives the form's rules, not these words.
export const GPS_APPLIED_MESSAGE = 'Custom GPS coordinates applied';

type Props = {
  enabled: boolean;
  coordinates: GpsCoordinates | null;
  update: (changes: Partial<UserSettings>) => void;
};

/**
 * The custom GPS coordinates (demo only): a switch, then latitude and longitude to use
 * instead of the device's position. While the switch is off the whole form, Apply
 * included, sits in a disabled fieldset: nothing can be applied.
 */
export function CustomGpsSettings({ enabled, coordinates, update }: Props) {
  const apply = async ({ latitude, longitude }: { latitude: number; longitude: number }) => {
    update({ customGpsCoordinates: { lat: latitude, long: longitude } });
  };
  return (
    <div className="flex flex-col gap-2">
      <SwitchRow
        className="py-2"
        label="Use custom GPS coordinates"
        hint="The app uses these instead of this device's location."
        checked={enabled}
        onCheckedChange={(on) => update({ enableCustomGpsCoordinates: on })}
      />
      <fieldset disabled={!enabled} className="min-w-0 pb-2">
        <legend className="sr-only">Custom GPS coordinates</legend>
        <Form
          disableSubmitUntilReady
          aria-label="Custom GPS coordinates"
          schema={customGpsFormSchema}
          initialValues={customGpsInitialValues(coordinates)}
          onSave={apply}
          submitLabel="Apply"
          successMessage={GPS_APPLIED_MESSAGE}
        >
          <div className="grid grid-cols-2 gap-3">
            <DecimalInput name="latitude" label="Latitude" required placeholder="-33.8688" />
            <DecimalInput name="longitude" label="Longitude" required placeholder="151.2093" />
          </div>
          <p className="-mt-2 text-sm text-muted">
            Negative latitude is south of the equator; Sydney is -33.8688, 151.2093.
          </p>
        </Form>
      </fieldset>
    </div>
  );
}
