import type { PermissionRule } from '@/shared/permissions/has-permissions.ts';
import type { IconSet } from '@/shared/icons/icon-sets.ts';

/** Spec part 1 section 2, route metadata, carried on each route as its `handle`. */
export type RouteMeta = {
  /** PascalCase name; the page's style class is derived from it (see pageClassName). */
  name: string;
  title?: string;
  icon?: { set: IconSet; name: string };
  permissions?: PermissionRule;
  allowAnonymous?: boolean;
  /** Paths shown as the sub-navigation of this route's root folder. */
  subPages?: readonly string[];
};

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
