import {
  CarBattery,
  CircleDotDashed,
  CloudRainWind,
  Disc,
  Droplets,
  IdCard,
  type LucideIcon,
  Megaphone,
  Wrench,
} from 'lucide-react';
import { ConditionType } from '@ignite/domain/garage/enums';
import { Glyph } from '@/shared/icons/glyph.tsx';

/**
 * One picture per monitor. They live here, not in the shared icon sets, because only the
 * garage draws conditions. Tyres are a treaded wheel, wipers rain on the glass, a recall a notice.
 */
const CONDITION_ICONS: Record<ConditionType, LucideIcon> = {
  [ConditionType.Recall]: Megaphone,
  [ConditionType.Rego]: IdCard,
  [ConditionType.Service]: Wrench,
  [ConditionType.Tyres]: CircleDotDashed,
  [ConditionType.Brakes]: Disc,
  [ConditionType.Battery]: CarBattery,
  [ConditionType.WiperBlades]: CloudRainWind,
  [ConditionType.Wash]: Droplets,
};

/** Decoration beside the condition's name, sized by its size class like the shared icons. */
export function ConditionIcon({
  type,
  className = '',
}: {
  type: ConditionType;
  className?: string;
}) {
  return <Glyph icon={CONDITION_ICONS[type]} className={className} />;
}
