type PictureProps = {
  /** Base name under /images, without width and extension (scripts/make-images.ts writes the files). */
  name: string;
  alt: string;
  /** The two widths rendered for this image, small first. */
  widths: readonly [number, number];
  /** Intrinsic width and height of the larger file, so the space is kept before it loads. */
  width: number;
  height: number;
  sizes: string;
  className?: string;
};

/** A responsive image in AVIF with a WebP fallback, sized so nothing shifts while it loads. */
export function Picture({ name, alt, widths, width, height, sizes, className }: PictureProps) {
  const srcSet = (ext: string) => widths.map((w) => `/images/${name}-${w}.${ext} ${w}w`).join(", ");
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <img
        src={`/images/${name}-${widths[1]}.webp`}
        srcSet={srcSet("webp")}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        className={className ?? "h-auto w-full"}
      />
    </picture>
  );
}
