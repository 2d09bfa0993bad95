import { SlidersHorizontal } from 'lucide-react';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { Icon } from '@/shared/icons/icon.tsx';
import { paths } from '@/shared/routes.ts';
import { ButtonLink } from '@/shared/ui/button-link.tsx';

/** Spec part 2 section 2: the Conditions and Settings buttons of the garage home. */
export function GarageButtons() {
  return (
    <nav aria-label="Garage settings" className="grid grid-cols-2 gap-3">
      <ButtonLink to={paths.conditionSettings} variant="secondary">
        <Glyph icon={SlidersHorizontal} className="text-xl text-accent" />
        Conditions
      </ButtonLink>
      <ButtonLink to={paths.garageSettings} variant="secondary">
        <Icon name="settings" size="text-xl" className="text-accent" />
        Settings
      </ButtonLink>
    </nav>
  );
}
