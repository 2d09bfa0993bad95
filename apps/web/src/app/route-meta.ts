import type { RouteMeta } from '@/shared/routing/page-route.ts';

/** `MyGarage` -> `page-my-garage`: a hook for page-specific styles. */
export function pageClassName(name: string): string {
  return `page-${name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;
}

/** The root folder of a path is its first segment: `/debug/forms` -> `debug`. */
export function rootFolder(pathname: string): string {
  return pathname.split('/')[1] ?? '';
}

export function isRouteMeta(value: unknown): value is RouteMeta {
  return typeof value === 'object' && value !== null && 'name' in value;
}
