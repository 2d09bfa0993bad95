import { useLocation } from 'react-router';
import type { User } from '@ignite/domain/user';
import { useBack } from '@/shared/history/use-back.ts';
import { Icon } from '@/shared/icons/icon.tsx';
import { rootPaths } from '@/shared/routes.ts';
import { AvatarMenu } from './avatar-menu.tsx';
import { HeaderClock } from './header-clock.tsx';

type Props = { title: string; user: User; hidden: boolean };

/** Clock, Back (away from the root pages), the route title and the avatar menu. */
export function ShellHeader({ title, user, hidden }: Props) {
  const { pathname } = useLocation();
  const back = useBack();
  const showBack = !rootPaths.includes(pathname);
  return (
    <header
      inert={hidden}
      className={`relative z-20 border-b border-border bg-bg/90 px-4 md:col-start-2 md:px-8 pt-[max(0.5rem,env(safe-area-inset-top))] pb-3 backdrop-blur transition-opacity duration-500 ${hidden ? 'opacity-0' : 'opacity-100'}`}
    >
      <div className="flex h-6 items-center justify-between">
        <HeaderClock />
      </div>
      <div className="mt-1 flex items-center gap-2">
        {showBack ? (
          <button
            type="button"
            onClick={back}
            aria-label="Back"
            className="-ml-2 grid size-10 place-items-center rounded-full text-text hover:bg-raised"
          >
            <Icon name="back" size="text-2xl" />
          </button>
        ) : null}
        {/* A long title wraps onto a second line rather than being cut. */}
        <h1 className="min-w-0 flex-1 text-2xl leading-tight font-bold tracking-tight break-words">
          {title}
        </h1>
        <AvatarMenu user={user} />
      </div>
    </header>
  );
}
