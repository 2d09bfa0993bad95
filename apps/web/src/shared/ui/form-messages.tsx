/**
 * Error messages of a failed submit, announced as an alert. Spec part 1 section 8: errors
 * show in the form and are cleared by a later success.
 */
export function FormErrors({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-xl border border-danger/40 bg-danger-surface px-4 py-3 text-sm text-danger"
    >
      {messages.length === 1 ? (
        <p>{messages[0]}</p>
      ) : (
        <ul className="list-disc space-y-1 pl-4">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
