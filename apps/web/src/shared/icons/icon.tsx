import { createElement, useCallback, useState } from 'react';
import { type IconSet, lookupIcon, NotFoundIcon } from './icon-sets.ts';

/** Spec part 1 section 9: the default size class, and how far up a size is looked for. */
export const DEFAULT_ICON_SIZE = 'text-2xl';
const SIZE_SEARCH_DEPTH = 3;
const SIZE_CLASS = /^text-(xs|sm|base|lg|xl|[2-9]xl)$/;

type Props = {
  name: string;
  set?: IconSet;
  /** A text-* size class; without one the size comes from up to 3 parents, else text-2xl. */
  size?: string;
  className?: string;
  /** An accessible name; without one the icon is decoration beside a text label. */
  label?: string;
};

function inheritedSize(element: Element | null): string | null {
  let current = element?.parentElement ?? null;
  for (let level = 0; level < SIZE_SEARCH_DEPTH && current; level++) {
    const found = [...current.classList].find((name) => SIZE_CLASS.test(name));
    if (found) return found;
    current = current.parentElement;
  }
  return null;
}

/** An icon from one of the sets, drawn at 1em so its size class sets its size. */
export function Icon({ name, set = 'common', size, className = '', label }: Props) {
  const [found, setFound] = useState<string | null>(null);
  // The parents exist only once the icon is attached; reading them then avoids a guess.
  const ref = useCallback(
    (node: SVGSVGElement | null) => {
      if (node && !size) setFound(inheritedSize(node));
    },
    [size],
  );

  const glyph = lookupIcon(set, name);
  const sizeClass = size ?? found ?? DEFAULT_ICON_SIZE;
  return createElement(glyph ?? NotFoundIcon, {
    ref,
    width: '1em',
    height: '1em',
    strokeWidth: 1.75,
    // A marker class, so a missing icon is easy to find in the page.
    className: `shrink-0 ${sizeClass} ${glyph ? '' : 'icon-not-found'} ${className}`,
    'aria-hidden': label ? undefined : true,
    'aria-label': label,
    role: label ? 'img' : undefined,
  });
}
