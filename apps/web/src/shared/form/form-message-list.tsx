import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useEffect } from 'react';
import {
  autoDismissAfterMs,
  type FormMessage,
  type FormMessageKind,
} from '@ignite/domain/validation/form-messages';

const looks: Record<FormMessageKind, { icon: typeof Info; className: string }> = {
  success: {
    icon: CircleCheck,
    className: 'border-[color:var(--color-success)] text-[color:var(--color-success)]',
  },
  info: {
    icon: Info,
    className: 'border-[color:var(--color-border)] text-[color:var(--color-text)]',
  },
  warning: {
    icon: TriangleAlert,
    className: 'border-[color:var(--color-warning)] text-[color:var(--color-warning)]',
  },
  error: {
    icon: CircleAlert,
    className:
      'border-[color:var(--color-danger)] bg-[color:var(--color-danger-surface)] text-[color:var(--color-danger)]',
  },
};

function FormMessageItem({
  message,
  onDismiss,
}: {
  message: FormMessage;
  onDismiss: (id: string) => void;
}) {
  // Non-closable messages would otherwise stay forever: they go by themselves after 10 s.
  const lifetime = autoDismissAfterMs(message);
  useEffect(() => {
    if (lifetime === undefined) return;
    const timer = setTimeout(() => onDismiss(message.id), lifetime);
    return () => clearTimeout(timer);
  }, [lifetime, message.id, onDismiss]);

  const { icon: Icon, className } = looks[message.kind];
  return (
    <li
      className={`flex min-h-12 items-center gap-3 rounded-xl border px-4 py-2 text-sm ${className}`}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <span className="flex-1">{message.text}</span>
      {message.closable ? (
        <button
          type="button"
          onClick={() => onDismiss(message.id)}
          aria-label="Dismiss message"
          className="-mr-2 grid size-12 shrink-0 place-items-center rounded-lg"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      ) : null}
    </li>
  );
}

/** The form's messages; errors are announced at once, the rest politely. */
export function FormMessageList({
  messages,
  onDismiss,
}: {
  messages: readonly FormMessage[];
  onDismiss: (id: string) => void;
}) {
  const errors = messages.filter((message) => message.kind === 'error');
  const others = messages.filter((message) => message.kind !== 'error');
  return (
    <>
      {/* The live region wraps the list: a role on the list itself would unmake it a list. */}
      <div role="alert" className="empty:hidden">
        {errors.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {errors.map((message) => (
              <FormMessageItem key={message.id} message={message} onDismiss={onDismiss} />
            ))}
          </ul>
        ) : null}
      </div>
      <div role="status" className="empty:hidden">
        {others.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {others.map((message) => (
              <FormMessageItem key={message.id} message={message} onDismiss={onDismiss} />
            ))}
          </ul>
        ) : null}
      </div>
    </>
  );
}
