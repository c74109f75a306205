import { imageSrcSet, thumbnailPath } from '../../../registry/image-sizes.ts';

/**
 * A listing's logo at a fixed square size (width and height set, so nothing moves when it loads), with its
 * thumbnails in srcset so a phone fetches the 160 pixel one. Off-screen logos (cards in a list) load lazily;
 * the detail page's header logo is above the fold and loads at once.
 */
export const Logo = ({ src, name, size, eager = false }: { src: string | null | undefined; name: string; size: number; eager?: boolean }) => {
  if (!src) return null;
  const srcSet = imageSrcSet(src);
  return (
    <img
      className="logo-img"
      src={thumbnailPath(src, size * 2)}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? `${size}px` : undefined}
      alt={`${name} logo`}
      width={size}
      height={size}
      loading={eager ? undefined : 'lazy'}
      decoding="async"
    />
  );
};
