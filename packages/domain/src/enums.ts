/** Spec part 1 section 3: Easy=0, Expert=1. */
export const AppMode = { Easy: 0, Expert: 1 } as const;
export type AppMode = (typeof AppMode)[keyof typeof AppMode];

/** Spec part 1 section 3: Unknown=0, Save=1, Spend=2, Donate=3; default Unknown. */
export const CashbackType = { Unknown: 0, Save: 1, Spend: 2, Donate: 3 } as const;
export type CashbackType = (typeof CashbackType)[keyof typeof CashbackType];

/** Spec part 2 section 3: vehicle usage; Unknown is treated as unset. */
export const VehicleUsage = { Unknown: 0, Low: 1, Medium: 2, High: 3 } as const;
export type VehicleUsage = (typeof VehicleUsage)[keyof typeof VehicleUsage];

/** Spec part 2 section 3: marketing preference bit flags. */
export const MarketingPreference = { None: 0, AllowMarketing: 1, AllowUpdates: 2 } as const;

export const THEMES = ['theme-1', 'theme-default', 'theme-isuzu'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'theme-1';
