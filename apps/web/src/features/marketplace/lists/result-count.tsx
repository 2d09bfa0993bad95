/** The list's count sentence, announced politely when it changes (a search, a filter). */
export function ResultCount({ text }: { text: string }) {
  return (
    <p role="status" className="text-sm font-medium text-muted">
      {text}
    </p>
  );
}
