import type { ReactNode } from 'react';
import type { UserSettings } from '@/shared/settings/user-settings.ts';
import { SwitchRow } from '@/shared/ui/switch.tsx';

export type Update = (changes: Partial<UserSettings>) => void;

/** The settings that are on or off, so a switch can hold any of them. */
export type OnOffSetting = {
  [Key in keyof UserSettings]: UserSettings[Key] extends boolean ? Key : never;
}[keyof UserSettings];

export type OnOffSwitch = { setting: OnOffSetting; label: string; hint: string };

/**
 * One on/off setting, applied as it is toggled. A switch that can change nothing for this
 * vehicle is shown off and disabled, with the reason in place of its hint.
 */
export function SettingSwitch({
  item: { setting, label, hint },
  settings,
  update,
  unavailable = null,
}: {
  item: OnOffSwitch;
  settings: UserSettings;
  update: Update;
  unavailable?: string | null;
}) {
  const toggle = (on: boolean) => {
    const change: Partial<Record<OnOffSetting, boolean>> = { [setting]: on };
    update(change);
  };
  return (
    <SwitchRow
      className="py-2"
      label={label}
      hint={unavailable ?? hint}
      checked={unavailable ? false : settings[setting]}
      disabled={unavailable !== null}
      onCheckedChange={toggle}
    />
  );
}

export function SettingsSection({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="px-1 text-lg font-semibold">
        {title}
      </h2>
      {note ? <p className="px-1 text-sm text-muted">{note}</p> : null}
      <div className="flex flex-col divide-y divide-border rounded-3xl border border-border bg-surface px-5 py-1">
        {children}
      </div>
    </section>
  );
}
