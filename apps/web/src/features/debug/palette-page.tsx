import { useDisplayPreferences } from '@/shared/settings/display-preferences.ts';

/** Spec part 3 section 2: /debug shows a palette with shades from 50 to 950. */
export const SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;

const COLOURS = [
  { name: 'Accent', variable: '--color-accent' },
  { name: 'Danger', variable: '--color-danger' },
  { name: 'Warning', variable: '--color-warning' },
  { name: 'Success', variable: '--color-success' },
  { name: 'Text', variable: '--color-text' },
] as const;

/** 500 is the theme's colour; lighter shades mix in white, darker ones black. */
function shadeOf(variable: string, shade: number): string {
  if (shade === 500) return `var(${variable})`;
  const share = shade < 500 ? shade / 5 : 100 - ((shade - 500) / 450) * 80;
  const mixer = shade < 500 ? 'white' : 'black';
  return `color-mix(in oklab, var(${variable}) ${Math.round(share)}%, ${mixer})`;
}

export function PalettePage() {
  const { theme, isDarkMode } = useDisplayPreferences();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-base text-muted">
        {theme}, {isDarkMode ? 'dark' : 'light'} mode
      </p>
      {COLOURS.map(({ name, variable }) => (
        <section key={name} className="rounded-2xl border border-border bg-surface p-4">
          <h2 className="text-base font-semibold">{name}</h2>
          <ol className="mt-3 grid grid-cols-6 gap-2">
            {SHADES.map((shade) => (
              <li key={shade} className="flex flex-col items-center gap-1">
                <span
                  className="h-10 w-full rounded-lg border border-border"
                  style={{ background: shadeOf(variable, shade) }}
                />
                <span className="text-xs text-muted tabular-nums">{shade}</span>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
