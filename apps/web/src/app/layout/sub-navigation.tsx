import { NavLink, useLocation } from 'react-router';
import { rootFolder } from '../route-meta.ts';
import { metaOf } from '../routes.ts';

/**
 * Spec part 1 section 2: the subPages of the current root folder, as tabs under the header
 * (the phone's stand-in for the sidebar). Nothing shows for a folder without sub-pages.
 */
export function SubNavigation({ hidden }: { hidden: boolean }) {
  const { pathname } = useLocation();
  const subPages = metaOf(`/${rootFolder(pathname)}`)?.subPages ?? [];
  if (subPages.length === 0) return null;
  return (
    <nav
      aria-label="Section"
      inert={hidden}
      className={`flex gap-2 overflow-x-auto border-b border-border px-4 py-2 md:col-start-2 md:px-8 transition-opacity duration-500 ${hidden ? 'opacity-0' : 'opacity-100'}`}
    >
      {subPages.map((path) => (
        <NavLink
          key={path}
          to={path}
          end
          className={({ isActive }) =>
            `shrink-0 rounded-full px-4 py-2 text-sm font-semibold ${isActive ? 'bg-accent text-on-accent' : 'bg-raised text-muted hover:text-text'}`
          }
        >
          {metaOf(path)?.title ?? path}
        </NavLink>
      ))}
    </nav>
  );
}
