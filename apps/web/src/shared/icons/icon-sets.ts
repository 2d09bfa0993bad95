// Named imports of an ES module tree-shake: the bundle carries only the icons named here.
import {
  Activity,
  ArrowLeft,
  Bug,
  CarFront,
  Check,
  ChevronRight,
  CircleUserRound,
  Clock,
  Construction,
  Copy,
  FileQuestionMark,
  Gauge,
  Gift,
  Info,
  KeyRound,
  LifeBuoy,
  LogOut,
  MapPin,
  Moon,
  Palette,
  Route,
  Settings,
  ShieldCheck,
  Sparkles,
  Store,
  Sun,
  TextCursorInput,
  ToggleRight,
  TriangleAlert,
  Unplug,
  Wallet,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

/**
 * Spec part 1 section 5: three icon sets. Primary holds the app's main destinations (the
 * footer), special the one-off illustrations of particular screens, common everyday UI.
 */
export const iconSets = {
  primary: {
    timeline: Activity,
    trips: Route,
    garage: CarFront,
    marketplace: Store,
    safety: ShieldCheck,
  },
  special: {
    unplugged: Unplug,
    construction: Construction,
    palette: Palette,
    forms: TextCursorInput,
    debug: Bug,
    rewards: Gift,
    sparkles: Sparkles,
    roadside: LifeBuoy,
  },
  common: {
    back: ArrowLeft,
    chevronRight: ChevronRight,
    user: CircleUserRound,
    clock: Clock,
    copy: Copy,
    check: Check,
    info: Info,
    warning: TriangleAlert,
    moon: Moon,
    sun: Sun,
    signOut: LogOut,
    expert: ToggleRight,
    settings: Settings,
    odometer: Gauge,
    service: Wrench,
    location: MapPin,
    wallet: Wallet,
    key: KeyRound,
  },
} satisfies Record<string, Record<string, LucideIcon>>;

export type IconSet = keyof typeof iconSets;

/** Spec part 1 section 5: an unknown icon name shows this 'not found' placeholder. */
export const NotFoundIcon: LucideIcon = FileQuestionMark;

export function lookupIcon(set: IconSet, name: string): LucideIcon | null {
  const icons: Record<string, LucideIcon> = iconSets[set];
  return icons[name] ?? null;
}
