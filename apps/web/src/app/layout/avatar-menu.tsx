import { useEffect, useId, useRef, useState } from 'react';
import { Store } from 'lucide-react';
import { DEMO_PERMISSION } from '@ignite/domain/permissions';
import type { User } from '@ignite/domain/user';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { Icon } from '@/shared/icons/icon.tsx';
import { logout } from '@/shared/logout/logout.ts';
import { hasPermissions } from '@/shared/permissions/has-permissions.ts';
import { paths } from '@/shared/routes.ts';
import { takeReturnTo } from '@/shared/session/return-to.ts';
import { useUserSettings } from '@/shared/settings/use-user-settings.ts';
import {
  setDarkMode,
  setExpertMode,
  useDisplayPreferences,
  useIsExpertMode,
} from '@/shared/settings/display-preferences.ts';

const itemClass =
  'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-left text-base text-text hover:bg-raised focus-visible:bg-raised';

/** The avatar menu: display mode, Easy/Expert mode and Sign out (spec part 1 section 2). */
export function AvatarMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const showDealerMode = useDealerModeEntry(user);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const preferences = useDisplayPreferences();
  const isExpert = useIsExpertMode();
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();

  // Close on a click elsewhere or Escape, as menus do.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  /** A choice is made: the menu closes, as it does for every item, and focus goes home. */
  const choose = (act: () => void) => {
    act();
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="grid size-10 place-items-center rounded-full bg-accent text-sm font-bold text-on-accent shadow-md"
      >
        {/* The initials are a picture of the user; the button's name says what it opens. */}
        <span aria-hidden="true">{initials}</span>
        <span className="sr-only">Account menu</span>
      </button>
      {open ? (
        <div
          id={menuId}
          className="absolute top-12 right-0 z-30 w-64 rounded-2xl border border-border bg-surface p-2 shadow-2xl shadow-black/30"
        >
          <div className="px-3 pt-2 pb-3">
            <p className="font-semibold">
              {user.firstName} {user.lastName}
            </p>
            <p className="truncate text-sm text-muted">{user.email}</p>
          </div>
          <button
            type="button"
            className={itemClass}
            onClick={() => choose(() => setDarkMode(!preferences.isDarkMode))}
          >
            <Icon name={preferences.isDarkMode ? 'sun' : 'moon'} size="text-xl" />
            {preferences.isDarkMode ? 'Light Mode' : 'Dark Mode'}
          </button>
          <button
            type="button"
            className={itemClass}
            onClick={() => choose(() => setExpertMode(!isExpert))}
          >
            <Icon name="expert" size="text-xl" />
            {isExpert ? 'Easy Mode' : 'Expert Mode'}
          </button>
          <div className="my-1 border-t border-border" />
          {showDealerMode ? (
            <button
              type="button"
              className={itemClass}
              onClick={() => {
                // Dealer mode is for staff: the owner signs out, and staff sign in there. The
                // return target logout keeps is the owner's page, which staff have no use for.
                // A page load, not a route change: the shell, still mounted while the route
                // changes, sends a visitor without a session to /login.
                logout();
                takeReturnTo();
                window.location.assign(paths.dealerMode);
              }}
            >
              <Glyph icon={Store} className="text-xl" />
              Dealer mode
            </button>
          ) : null}
          <button type="button" className={itemClass} onClick={() => logout()}>
            <Icon name="signOut" size="text-xl" />
            Sign out
          </button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * enableDealerMode (the spec does not say what it does; docs/spec-notes.md): in a demo, a
 * switch in Settings' demo section adds Dealer mode to this menu, so a presenter can move from
 * the owner's app to the staff tool. Only holders of `demo` see it, whatever a device has stored.
 */
function useDealerModeEntry(user: User): boolean {
  const { settings } = useUserSettings();
  return (
    settings?.enableDealerMode === true &&
    !user.isDealerMode &&
    hasPermissions(user.permissions, [DEMO_PERMISSION])
  );
}
