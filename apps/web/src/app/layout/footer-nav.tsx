import { Link, useLocation } from 'react-router';
import { Icon } from '@/shared/icons/icon.tsx';
import { activeFooterIndex, footerItems } from './footer-items.ts';

/**
 * The five-icon footer; the active icon follows the path prefix, not the link target. From md
 * up it is a rail down the left edge.
 */
export function FooterNav({ hidden }: { hidden: boolean }) {
  const { pathname } = useLocation();
  const active = activeFooterIndex(pathname);
  return (
    <nav
      aria-label="Main"
      data-keeps-bottom-clear="footer"
      inert={hidden}
      className={`border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:col-start-1 md:row-span-3 md:row-start-1 md:border-t-0 md:border-r md:pt-6 transition-opacity duration-500 ${hidden ? 'opacity-0' : 'opacity-100'}`}
    >
      <ul className="grid grid-cols-5 md:grid-cols-1 md:gap-2">
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
                  className={`absolute top-0 h-0.5 w-10 rounded-full bg-accent transition-opacity md:top-auto md:left-0 md:h-10 md:w-0.5 ${isActive ? 'opacity-100' : 'opacity-0'}`}
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
