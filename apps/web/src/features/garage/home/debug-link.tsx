import { Link } from 'react-router';
import { Icon } from '@/shared/icons/icon.tsx';
import { paths } from '@/shared/routes.ts';

/** A quiet link to /debug: on the garage for debug users, in Settings' demo section. */
export function DebugLink() {
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
