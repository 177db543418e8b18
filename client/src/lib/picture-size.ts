/** The sizes (px) the gateway serves the parts provider's pictures in (`/images/parts/...`). */
const PART_SIZES = [50, 100, 200, 400, 800, 1600, 3200];
const PART_PICTURE = /^(\/images\/parts\/(?:articles\/[^/]+\/\d+|brands\/\d+))\/\d+$/;

/**
 * The address of a picture for a box `px` wide: a provider picture in the smallest size that still
 * fills it on a high-density screen (twice the box), any other picture as it is (shop pictures are
 * already small).
 */
export function pictureFor(url: string, px: number): string {
  const match = PART_PICTURE.exec(url);
  if (!match) return url;
  const wanted = px * 2;
  const size = PART_SIZES.find((s) => s >= wanted) ?? PART_SIZES[PART_SIZES.length - 1];
  return `${match[1]}/${size}`;
}
