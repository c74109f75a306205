import { imageSrcSet, thumbnailPath } from '../../../registry/image-sizes.ts';
import { useSay } from '../../common/say.ts';

/**
 * A listing's photos in a grid, two across on phones and three from 600 pixels; `sizes` follows that grid so
 * the browser picks the 160, 480 or 960 pixel thumbnail that fills a cell. Width and height give the 3:2 cell
 * its shape before the photo arrives; the gallery sits below the fold, so every photo loads lazily.
 */
const sizes = '(min-width: 1100px) 280px, (min-width: 600px) 31vw, 48vw';

export const PhotoGallery = ({ photos, name }: { photos: string[]; name: string }) => {
  const say = useSay();
  return (
    <ul className="gallery">
      {photos.map((src, i) => {
        const srcSet = imageSrcSet(src);
        return (
          <li key={src}>
            <a href={src}>
              <img
                src={thumbnailPath(src, 480)}
                srcSet={srcSet ?? undefined}
                sizes={srcSet ? sizes : undefined}
                alt={say('dir.gallery.alt', { name, n: i + 1, total: photos.length })}
                loading="lazy"
                decoding="async"
                width="480"
                height="320"
              />
            </a>
          </li>
        );
      })}
    </ul>
  );
};
