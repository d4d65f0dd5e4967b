import { useEffect, useRef, useState } from "react";
import { CATEGORY_STYLES, type CategoryId } from "~/lib/category-style";
import { imageSrc, imageSrcSet } from "~/lib/images";
import type { IconComponent } from "./category-icon";

export interface ImageSource {
  src: string;
  alt: string;
}

interface ImgProps {
  image: ImageSource;
  /** Intrinsic size; the box keeps this aspect ratio whether or not the image loads. */
  width: number;
  height: number;
  sizes: string;
  category: CategoryId;
  fallbackIcon: IconComponent;
  priority?: boolean;
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
  priority = false,
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
      {failed ? null : (
        <img
          ref={ref}
          src={imageSrc(image.src, width)}
          srcSet={imageSrcSet(image.src, width * 2)}
          sizes={sizes}
          alt={image.alt}
          width={width}
          height={height}
          loading={priority ? "eager" : "lazy"}
          decoding={priority ? "sync" : "async"}
          fetchPriority={priority ? "high" : "auto"}
          onError={() => setFailed(true)}
          className="img-safe absolute inset-0 h-full w-full object-cover"
        />
      )}
    </div>
  );
}
