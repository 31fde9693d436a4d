import type { PictureData } from "@content/pictures.ts";
import "./content-picture.css";

/**
 * A picture of the content, as src/content/pictures.ts made it at build time: a raster in AVIF with a WebP fallback,
 * each in several widths, or an SVG file as it is. Its width and height keep its place while it loads; CSS sizes it.
 */
export function ContentPicture({
  picture,
  place,
  className,
  eager = false,
  minor = false,
}: {
  picture: PictureData;
  /** Where it shows, for its rule in content-picture.css; a place with no rule there is sized by `className`. */
  place?: "cover" | "card" | "study";
  className?: string;
  /** The first picture of a page, in view at once: loaded with the page, not when scrolled to. */
  eager?: boolean;
  /**
   * A small picture beside the words, such as a customer's logo: fetched after what the page needs first (its
   * script, its icon), since the page reads the same until it arrives.
   */
  minor?: boolean;
}) {
  const img = (
    <img
      src={picture.src}
      srcSet={picture.srcset}
      sizes={picture.srcset ? picture.sizes : undefined}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={minor ? "low" : undefined}
      decoding="async"
      data-place={place}
      className={className}
    />
  );
  if (!picture.avif) return img;
  return (
    <picture data-slot="content-picture">
      <source type="image/avif" srcSet={picture.avif} sizes={picture.sizes} />
      {img}
    </picture>
  );
}
