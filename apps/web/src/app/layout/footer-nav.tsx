import { Link, useLocation } from 'react-router';
import { Icon } from '@/shared/icons/icon.tsx';
import { activeFooterIndex, footerItems } from './footer-items.ts';

/** The five-icon footer; the active icon follows the path prefix, not the link target. */
export function FooterNav({ hidden }: { hidden: boolean }) {
  const { pathname } = useLocation();
  const active = activeFooterIndex(pathname);
  return (
    <nav
      aria-label="Main"
      data-keeps-bottom-clear="footer"
      inert={hidden}
      className={`border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur transition-opacity duration-500 ${hidden ? 'opacity-0' : 'opacity-100'}`}
    >
      <ul className="grid grid-cols-5">
        {footerItems.map((item, index) => {
          const isActive = index === active;
          return (
            <li key={item.label}>
              <Link
                to={item.to}
                aria-current={isActive ? 'page' : undefined}
                className={`relative flex min-h-16 flex-col items-center justify-center gap-1 text-xs font-medium transition-colors ${isActive ? 'text-accent' : 'text-muted hover:text-text'}`}
              >
                <span
                  aria-hidden="true"
                  className={`absolute top-0 h-0.5 w-10 rounded-full bg-accent transition-opacity ${isActive ? 'opacity-100' : 'opacity-0'}`}
                />
                <Icon set="primary" name={item.icon} size="text-2xl" />
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
