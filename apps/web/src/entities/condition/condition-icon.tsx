import {
  CarBattery,
  CloudRainWind,
  createLucideIcon,
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
 * A tyre on its wheel: tyre wall, rim, hub and five spokes. Lucide has no tyre, and its
 * dashed circle read as a loading spinner.
 */
const Tyre = createLucideIcon('Tyre', [
  ['circle', { cx: '12', cy: '12', r: '10', key: 'tyre' }],
  ['circle', { cx: '12', cy: '12', r: '6.5', key: 'rim' }],
  ['circle', { cx: '12', cy: '12', r: '2', key: 'hub' }],
  ['path', { d: 'M12.00 9.50 12.00 5.50', key: 'spoke-0' }],
  ['path', { d: 'M14.38 11.23 18.18 9.99', key: 'spoke-1' }],
  ['path', { d: 'M13.47 14.02 15.82 17.26', key: 'spoke-2' }],
  ['path', { d: 'M10.53 14.02 8.18 17.26', key: 'spoke-3' }],
  ['path', { d: 'M9.62 11.23 5.82 9.99', key: 'spoke-4' }],
]);

/**
 * One picture per monitor. They live here, not in the shared icon sets, because only the
 * garage draws conditions. Tyres are a treaded wheel, wipers rain on the glass, a recall a notice.
 */
const CONDITION_ICONS: Record<ConditionType, LucideIcon> = {
  [ConditionType.Recall]: Megaphone,
  [ConditionType.Rego]: IdCard,
  [ConditionType.Service]: Wrench,
  [ConditionType.Tyres]: Tyre,
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
