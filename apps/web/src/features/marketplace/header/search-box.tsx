import { useState } from 'react';
import { Search, X } from 'lucide-react';
import { Glyph } from '@/shared/icons/glyph.tsx';

type Props = {
  /** The query the search panel shows; empty elsewhere. */
  activeQuery: string;
  onSearch: (query: string) => void;
  onClear: () => void;
};

const iconButton =
  'grid size-11 shrink-0 place-items-center rounded-full text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-accent';

/**
 * Spec part 3 section 2, the header's search: placeholder 'Search', runs on Enter or on the
 * search icon (only with text: section 5), and its clear button empties it and goes home.
 */
export function SearchBox({ activeQuery, onSearch, onClear }: Props) {
  const [text, setText] = useState(activeQuery);
  // Follow the panel: Back to home empties the box, Back to a search shows its words.
  const [shownQuery, setShownQuery] = useState(activeQuery);
  if (shownQuery !== activeQuery) {
    setShownQuery(activeQuery);
    setText(activeQuery);
  }
  const run = () => {
    const query = text.trim();
    if (query) onSearch(query);
  };
  return (
    <form
      role="search"
      className="flex h-12 min-w-0 flex-1 items-center max-[22.5rem]:basis-full rounded-full border border-border bg-surface pr-1 pl-1 focus-within:border-accent focus-within:ring-2 focus-within:ring-accent"
      onSubmit={(event) => {
        event.preventDefault();
        run();
      }}
    >
      <button type="submit" aria-label="Search offers" className={iconButton}>
        <Glyph icon={Search} className="text-xl" />
      </button>
      <input
        type="search"
        enterKeyHint="search"
        aria-label="Search"
        placeholder="Search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        // The whole field shows the focus ring (focus-within), not a box inside it.
        style={{ outline: 'none' }}
        className="h-full min-w-0 flex-1 bg-transparent text-base text-text outline-none placeholder:text-muted [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          aria-label="Clear search"
          className={iconButton}
          onClick={() => {
            setText('');
            onClear();
          }}
        >
          <Glyph icon={X} className="text-lg" />
        </button>
      ) : null}
    </form>
  );
}
