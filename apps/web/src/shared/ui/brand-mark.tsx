import { BRAND_NAME } from '@/shared/brand.ts';

/**
 * The product's flame mark and name; decorative beside a heading, so hidden from readers. A
 * page that knows its white-label brand passes it as `name`; null shows the mark alone, while
 * the brand is not known yet (no other name meanwhile).
 */
export function BrandMark({ className = '', name }: { className?: string; name?: string | null }) {
  return (
    <div className={`flex items-center gap-2 ${className}`} aria-hidden="true">
      <svg viewBox="0 0 64 64" className="size-9">
        <rect width="64" height="64" rx="14" className="fill-raised" />
        <path
          className="fill-accent"
          d="M33 8c2 9-4 13-7 19-2 4-2 8 0 11-4-1-7-5-7-10-5 5-7 11-6 17 2 9 10 13 19 13s17-6 17-16c0-8-5-12-7-18-1 4-3 6-6 7 3-9 1-17-3-23z"
        />
        <path fill="#ffd2a8" d="M32 36c1 5-3 7-3 11 0 3 2 6 5 6s5-3 5-6c0-5-4-7-7-11z" />
      </svg>
      {name === null ? null : (
        <span className="text-lg font-bold tracking-tight">{name ?? BRAND_NAME}</span>
      )}
    </div>
  );
}
