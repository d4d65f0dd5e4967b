import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import type { PageMeta } from "~/lib/seo";
import { ButtonLink } from "../ui/button";

const Home = lucideIcon("house", lucide.House);

interface NotFoundPageProps {
  /** The layout's not-found title and text, or the category's or service's own. */
  title: string;
  text: string;
}

/** A not-found page's copy and head: its title and text, never indexed, no address of its own. */
export function notFound(copy: NotFoundPageProps) {
  return {
    copy,
    meta: {
      title: copy.title,
      description: copy.text,
      path: null,
      noindex: true,
    } satisfies PageMeta,
  };
}

/**
 * A light page of its own, not a navy banner: the navy footer under it must read as the end
 * of the site, not as more of the same block.
 */
export function NotFoundPage({ title, text }: NotFoundPageProps) {
  return (
    <div className="border-b border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
        {/* Every page this shows for answers 404. */}
        <p aria-hidden="true" className="text-6xl font-extrabold tracking-tight text-brand-600">
          404
        </p>
        <h1 className="mt-4 max-w-3xl text-3xl font-extrabold tracking-tight text-balance text-brand-900 sm:text-4xl lg:text-5xl">
          {title}
        </h1>
        <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-700">{text}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href="/">
            <Home aria-hidden="true" className="h-4 w-4" />
            Back to Home
          </ButtonLink>
          <ButtonLink href="/services" variant="outline">
            Browse Services
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
