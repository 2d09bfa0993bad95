import type { LucideIcon } from 'lucide-react';

/**
 * A lucide icon the shared sets do not carry (a feature's own pictures), drawn as the shared
 * Icon draws its own: 1em square so a text-* class sizes it, and hidden from screen readers
 * beside its text label.
 */
export function Glyph({
  icon: Svg,
  className = 'text-xl',
}: {
  icon: LucideIcon;
  className?: string;
}) {
  return (
    <Svg
      aria-hidden="true"
      width="1em"
      height="1em"
      strokeWidth={1.75}
      className={`shrink-0 ${className}`}
    />
  );
}
