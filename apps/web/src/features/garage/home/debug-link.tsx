import { Link } from 'react-router';
import { DEBUG_PERMISSIONS } from '@ignite/domain/permissions';
import { Icon } from '@/shared/icons/icon.tsx';
import { hasPermissions } from '@/shared/permissions/has-permissions.ts';
import { paths } from '@/shared/routes.ts';

/** Spec part 2 section 2: debug users (the debug or demo permission) get a link to /debug. */
export function DebugLink({ permissions }: { permissions: readonly string[] }) {
  if (!hasPermissions(permissions, DEBUG_PERMISSIONS)) return null;
  return (
    <Link
      to={paths.debug}
      className="inline-flex min-h-11 items-center gap-2 self-center rounded-xl px-3 text-sm font-semibold text-muted hover:text-text"
    >
      <Icon name="debug" set="special" size="text-lg" />
      Debug
    </Link>
  );
}
