import { useEffect, useRef, useState } from "react";
import { preconnect, preload } from "react-dom";
import { CATEGORY_STYLES, type CategoryId } from "~/lib/category-style";
import { type Image, cropFor, imageOrigin, imageSrc, imageSrcSet, photoSrcSet } from "~/lib/images";
import type { IconComponent } from "./category-icon";

/**
 * How a photo loads. "high": the first view's main photo (at once, high priority, and React
 * preloads it from the head); "eager": elsewhere in the first view (at once, the browser's
 * priority); "lazy": below the first view.
 */
export type ImageLoad = "high" | "eager" | "lazy";

/**
 * A card's photo in the grids of /projects, the home page and the category pages (one column,
 * then two from sm, three from lg, in max-w-7xl with px-4, px-6 and px-8 and gap-6).
 */
export const CARD_GRID_PHOTO_SIZES =
  "(min-width: 1280px) 390px, (min-width: 1024px) calc((100vw - 7rem) / 3), (min-width: 640px) calc((100vw - 4.5rem) / 2), calc(100vw - 2rem)";

/**
 * A service's or project's card photo: below sm the card is a row with a 7rem photo beside the
 * title, so a phone's list fetches 5 KB photos, not 23 KB ones. Full-width photos in a
 * one-column list put five more photos within the browser's lazy-loading distance of a
 * phone's first view, and the first one's largest paint waited for their bytes (category page
 * 1.45 s under Lighthouse's mobile model; 1.07 s with the row; decision 017).
 */
export const CARD_PHOTO_SIZES = `(max-width: 639px) 7rem, ${CARD_GRID_PHOTO_SIZES}`;

/**
 * A card's photo by its place in a grid: when the grid starts in the first view, its first photo
 * loads at once with high priority; the rest load lazily. Not the whole first row: on a phone
 * the second and third photos are below the fold, and asked for at once they slowed the first
 * one's largest paint from 1.55 s to 2.1 s (docs/decisions/014-first-view-photos.md).
 */
export function gridLoad(index: number, firstInView: boolean): ImageLoad {
  return firstInView && index === 0 ? "high" : "lazy";
}

interface ImgProps {
  image: Image;
  /** Intrinsic size; the box keeps this aspect ratio whether or not the image loads. */
  width: number;
  height: number;
  sizes: string;
  category: CategoryId;
  fallbackIcon: IconComponent;
  load?: ImageLoad;
  className?: string;
}

/** A broken image never shows its icon: CSS covers it before hydration, script removes it after. */
export function Img({
  image,
  width,
  height,
  sizes,
  category,
  fallbackIcon: FallbackIcon,
  load = "lazy",
  className = "",
}: ImgProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  const style = CATEGORY_STYLES[category];

  useEffect(() => {
    // The image may have failed before hydration attached onError.
    const element = ref.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);

  const local = image.local;
  // Cut to the box's shape where the build made that crop: no pixel sent that the box hides.
  const crop = local ? cropFor(local, { width, height }) : undefined;
  if (load === "high" && local) {
    // React preloads a first-view photo by itself, but not one inside <picture>.
    preload(image.src, {
      as: "image",
      type: "image/avif",
      imageSrcSet: photoSrcSet(local, "avif", crop),
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  // An external photo's host is connected to early, on the pages that show one only.
  const origin = local ? undefined : imageOrigin(image.src);
  if (origin) preconnect(origin);

  const common = {
    ref,
    sizes,
    width,
    height,
    loading: load === "lazy" ? "lazy" : "eager",
    decoding: load === "high" ? "sync" : "async",
    fetchPriority: load === "high" ? "high" : "auto",
    onError: () => setFailed(true),
    className: "img-safe absolute inset-0 h-full w-full object-cover",
  } as const;

  return (
    <div
      className={`relative overflow-hidden ${style.gradient} ${className}`}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      <div
        className="absolute inset-0 flex items-center justify-center text-white/70"
        {...(failed ? { role: "img", "aria-label": image.alt } : { "aria-hidden": true })}
      >
        <FallbackIcon
          aria-hidden="true"
          focusable="false"
          className="h-1/4 max-h-16 w-1/4 max-w-16"
        />
      </div>
      {failed ? null : local ? (
        // A photo from the repository: the best format the browser takes, at the width its box
        // needs, over its own colour until it arrives.
        <picture>
          <source type="image/avif" srcSet={photoSrcSet(local, "avif", crop)} sizes={sizes} />
          <source type="image/webp" srcSet={photoSrcSet(local, "webp", crop)} sizes={sizes} />
          <img
            {...common}
            alt={image.alt}
            src={image.src}
            srcSet={photoSrcSet(local, "jpeg", crop)}
            style={{ backgroundColor: local.colour, backgroundImage: "none" }}
          />
        </picture>
      ) : (
        <img
          {...common}
          alt={image.alt}
          src={imageSrc(image.src, width, width / height)}
          srcSet={imageSrcSet(image.src, width * 2, width / height)}
        />
      )}
    </div>
  );
}
