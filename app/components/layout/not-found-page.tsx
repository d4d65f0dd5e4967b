import Home from "lucide-react/icons/house";
import { layoutCopy } from "~/content/data";
import { ButtonLink } from "../ui/button";
import { PageBanner } from "./page-banner";

interface NotFoundPageProps {
  title?: string;
  text?: string;
}

export function NotFoundPage({
  title = layoutCopy.notFoundTitle,
  text = layoutCopy.notFoundText,
}: NotFoundPageProps) {
  return (
    <PageBanner title={title} intro={text}>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to="/" variant="light">
          <Home aria-hidden="true" className="h-4 w-4" />
          Back to Home
        </ButtonLink>
        <ButtonLink to="/services" variant="outline-light">
          Browse Services
        </ButtonLink>
      </div>
    </PageBanner>
  );
}
