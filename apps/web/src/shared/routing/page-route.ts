import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { IconSet } from '@/shared/icons/icon-sets.ts';
import type { PermissionRule } from '@/shared/permissions/has-permissions.ts';

// The shape of a route. Each feature declares its pages with it (features/<area>/routes.ts)
// and the app composes them (app/routes.ts); it lives here because features may not import
// the app.

/** Spec part 1 section 2, route metadata, carried on each route as its `handle`. */
export type RouteMeta = {
  /** PascalCase name; the page's style class is derived from it (see pageClassName). */
  name: string;
  title?: string;
  icon?: { set: IconSet; name: string };
  permissions?: PermissionRule;
  allowAnonymous?: boolean;
  /** Spec part 3 sections 2 and 6: a dealer-mode user is sent to /dealer-mode/unauthorized. */
  blockedInDealerMode?: boolean;
  /** Spec part 3 section 2: a signed-in user not in dealer mode is sent to /my-garage. */
  dealerModeOnly?: boolean;
  /**
   * Where a dealer-mode user sees this page instead: the shell's tabs are an owner's, and
   * their pages are closed to staff.
   */
  dealerModePath?: string;
  /**
   * Open while the active vehicle still needs the welcome flow, which otherwise takes every
   * page: the demo's outbox, where the flow's verification code is read.
   */
  openDuringWelcomeFlow?: boolean;
  /** Paths shown as the sub-navigation of this route's root folder. */
  subPages?: readonly string[];
};

export type PageRoute = {
  path: string;
  meta: RouteMeta;
  /** Loaded on demand, so a screen downloads only its own code. */
  page: () => Promise<ComponentType>;
  /** 'shell' pages sit in the header-and-footer layout; 'bare' ones stand alone. */
  frame: 'shell' | 'bare';
  /**
   * Asks for the page's first data as soon as the guards let the user in, while the page's
   * code loads and renders, rather than after its first render.
   */
  prefetch?: (queryClient: QueryClient) => Promise<void>;
};
