import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { Glyph } from '@/shared/icons/glyph.tsx';

type Props = {
  src: string | null | undefined;
  /** Above the fold: fetched at once; otherwise only as it nears the screen. */
  eager?: boolean;
  className?: string;
  /** The box's shape: 16:9 everywhere but the one-column list's thumbnails. */
  aspect?: string;
};

/** The cover's intrinsic size: every cover box is 16:9, so nothing moves as it loads. */
export const COVER_WIDTH = 640;
export const COVER_HEIGHT = 360;

/** The source, until the browser says it cannot load it; then null (the placeholder). */
function useLoadable(src: string | null | undefined) {
  const [failed, setFailed] = useState<string | null>(null);
  return { usable: src && src !== failed ? src : null, onError: () => setFailed(src ?? null) };
}

/**
 * An offer's cover in a fixed box (16:9 unless told): the box, not the image, sets the
 * height, so the layout never shifts. Without a cover, or when it cannot be loaded, a dimmed
 * placeholder. The picture is decoration: the tile's words say everything it does.
 */
export function OfferCover({ src, eager = false, className = '', aspect = 'aspect-video' }: Props) {
  const { usable, onError } = useLoadable(src);
  return (
    <div className={`relative ${aspect} overflow-hidden bg-raised ${className}`}>
      {usable ? (
        <img
          src={usable}
          alt=""
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          // The first cover on the screen is the page's largest paint: ask for it first.
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          draggable={false}
          onError={onError}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <div className="absolute inset-0 grid place-items-center bg-raised text-muted opacity-60">
          <Glyph icon={ImageOff} className="text-3xl" />
        </div>
      )}
    </div>
  );
}

/**
 * The advertiser's logo, square, on a white tile so every brand colour reads; the tile stays
 * (with the advertiser's initial) when the logo cannot be loaded, so nothing moves.
 */
export function AdvertiserLogo({
  src,
  name,
  size = 48,
  className = '',
}: {
  src: string;
  /** The advertiser: its first letter stands in for a logo that cannot be loaded. */
  name: string;
  size?: number;
  className?: string;
}) {
  const { usable, onError } = useLoadable(src);
  return (
    <span
      style={{ width: size, height: size }}
      className={`block shrink-0 overflow-hidden rounded-xl bg-white shadow-md ring-2 ring-surface ${className}`}
    >
      {usable ? (
        <img
          src={usable}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          draggable={false}
          onError={onError}
          className="size-full object-contain"
        />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-full place-items-center bg-raised text-lg font-bold text-text"
        >
          {name.trim().charAt(0).toUpperCase()}
        </span>
      )}
    </span>
  );
}
