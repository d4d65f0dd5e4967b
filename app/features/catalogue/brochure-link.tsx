import Download from "lucide-react/icons/download";
import { ButtonAnchor, type ButtonVariant } from "~/components/ui/button";
import { brochureFileName, brochurePath } from "~/lib/brochures";

/** Download Brochure: the company's brochure, or one category's (a PDF made at build time). */
export function BrochureLink({
  categoryId,
  variant = "outline",
}: {
  categoryId?: string;
  variant?: ButtonVariant;
}) {
  return (
    <ButtonAnchor
      href={brochurePath(categoryId)}
      download={brochureFileName(categoryId)}
      type="application/pdf"
      variant={variant}
    >
      <Download aria-hidden="true" className="h-4 w-4" />
      Download Brochure
      <span className="sr-only">(PDF)</span>
    </ButtonAnchor>
  );
}
