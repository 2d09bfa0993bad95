import { useEffect, useId, useRef, useState } from 'react';
import type { User } from '@ignite/domain/user';
import { Icon } from '@/shared/icons/icon.tsx';
import { logout } from '@/shared/logout/logout.ts';
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
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
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

  return (
    <div ref={root} className="relative">
      <button
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
            onClick={() => setDarkMode(!preferences.isDarkMode)}
          >
            <Icon name={preferences.isDarkMode ? 'sun' : 'moon'} size="text-xl" />
            {preferences.isDarkMode ? 'Light Mode' : 'Dark Mode'}
          </button>
          <button type="button" className={itemClass} onClick={() => setExpertMode(!isExpert)}>
            <Icon name="expert" size="text-xl" />
            {isExpert ? 'Easy Mode' : 'Expert Mode'}
          </button>
          <div className="my-1 border-t border-border" />
          <button type="button" className={itemClass} onClick={() => logout()}>
            <Icon name="signOut" size="text-xl" />
            Sign out
          </button>
        </div>
      ) : null}
    </div>
  );
}
