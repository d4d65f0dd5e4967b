import * as lucide from "lucide";
import { ButtonLink, type ButtonVariant } from "~/components/ui/button";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { brochureFileName, brochurePath } from "~/lib/brochures";

const Download = lucideIcon("download", lucide.Download);

/**
 * Download Brochure: the company's brochure, or one category's (a PDF made at build time). A
 * button, or with `linkClassName` a text link (the service page's enquiry box).
 */
export function BrochureLink({
  categoryId,
  variant = "outline",
  linkClassName,
}: {
  categoryId?: string;
  variant?: ButtonVariant;
  linkClassName?: string;
}) {
  const props = {
    href: brochurePath(categoryId),
    download: brochureFileName(categoryId),
    type: "application/pdf",
  };
  const label = (
    <>
      <Download aria-hidden="true" className="h-4 w-4 shrink-0" />
      Download Brochure
      <span className="sr-only">(PDF)</span>
    </>
  );
  return linkClassName ? (
    <a {...props} className={linkClassName}>
      {label}
    </a>
  ) : (
    <ButtonLink {...props} variant={variant}>
      {label}
    </ButtonLink>
  );
}
