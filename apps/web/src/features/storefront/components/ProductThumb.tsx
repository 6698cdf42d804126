/** Thumbnails above this index load at once; the rest wait until they scroll near. */
export const EAGER_THUMBNAILS = 6;

/** CSS size of a list thumbnail, in px (the API's thumbnail is 256 px: sharp on 3× screens). */
export const THUMB_PX = 64;

/**
 * A product's list thumbnail: explicit width and height (no layout shift),
 * `decoding="async"`, `loading="lazy"` below the fold, and a neutral square when the product has
 * no photo. Decorative (empty alt): the row names the product right beside it.
 */
export function ProductThumb({
  src,
  eager,
  dimmed,
}: {
  src: string | null | undefined;
  /** Above the fold: load now instead of lazily. */
  eager: boolean;
  /** Sold out: drawn greyed. */
  dimmed?: boolean;
}) {
  const className =
    'size-16 shrink-0 rounded-lg bg-slate-100 object-cover' +
    (dimmed ? ' opacity-50 grayscale' : '');
  if (!src) return <div data-testid="thumb-placeholder" aria-hidden="true" className={className} />;
  return (
    <img
      src={src}
      alt=""
      width={THUMB_PX}
      height={THUMB_PX}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
