/**
 * Names of an image's WebP thumbnails, shared by the server (which writes them) and the site (which lists them
 * in srcset). An image stored as `/uploads/img-<id>.<ext>` has one thumbnail per width beside it,
 * `/uploads/img-<id>-<width>w.webp`. Only names starting with `img-` have them: links to other sites and files
 * uploaded before thumbnails existed are shown as they are.
 */
export const thumbnailWidths = [160, 480, 960] as const;

const sized = /^\/uploads\/(img-[a-z0-9-]+)\.(?:png|jpg|webp)$/;

/** The file-name stem of a stored image that has thumbnails, or null. */
const stemOf = (path: string) => {
  const stem = sized.exec(path)?.[1];
  return stem && !/-\d+w$/.test(stem) ? stem : null;
};

export const thumbnailName = (stem: string, width: number) => `${stem}-${width}w.webp`;

/** `srcset` for an image, or null when it has no thumbnails. */
export const imageSrcSet = (path: string) => {
  const stem = stemOf(path);
  return stem ? thumbnailWidths.map((width) => `/uploads/${thumbnailName(stem, width)} ${width}w`).join(', ') : null;
};

/** The smallest thumbnail at least `width` wide (the largest if none is), or the image itself without thumbnails. */
export const thumbnailPath = (path: string, width: number) => {
  const stem = stemOf(path);
  if (!stem) return path;
  const fit = thumbnailWidths.find((w) => w >= width) ?? thumbnailWidths[thumbnailWidths.length - 1];
  return `/uploads/${thumbnailName(stem, fit)}`;
};
