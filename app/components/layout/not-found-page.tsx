import ArrowRight from "lucide-react/icons/arrow-right";
import Home from "lucide-react/icons/house";
import SearchX from "lucide-react/icons/search-x";
import { Link } from "react-router";
import { categories, layoutCopy } from "~/content/data";
import { ButtonLink } from "../ui/button";
import { CategoryIcon } from "../ui/category-icon";

interface NotFoundPageProps {
  title?: string;
  text?: string;
}

/**
 * A light page of its own, not a navy banner: the navy footer under it must read as the end
 * of the site, not as more of the same block. The categories are where most visitors go next.
 */
export function NotFoundPage({
  title = layoutCopy.notFoundTitle,
  text = layoutCopy.notFoundText,
}: NotFoundPageProps) {
  return (
    <div className="border-b border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
        <span className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <SearchX aria-hidden="true" className="h-8 w-8" />
        </span>
        <h1 className="mt-6 max-w-3xl text-3xl font-extrabold tracking-tight text-balance text-brand-900 sm:text-4xl lg:text-5xl">
          {title}
        </h1>
        <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-700">{text}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to="/">
            <Home aria-hidden="true" className="h-4 w-4" />
            Back to Home
          </ButtonLink>
          <ButtonLink to="/services" variant="outline">
            Browse Services
          </ButtonLink>
        </div>
        <nav aria-labelledby="not-found-next" className="mt-12 border-t border-slate-200 pt-10">
          <h2 id="not-found-next" className="text-lg font-bold text-brand-900">
            Our services
          </h2>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={`/category/${category.id}`}
                  className="group flex min-h-11 items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 font-semibold text-brand-900 hover:border-brand-200 hover:shadow-md"
                >
                  <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-700">
                    <CategoryIcon name={category.icon} className="h-5 w-5" />
                  </span>
                  <span className="flex-1">{category.title}</span>
                  <ArrowRight
                    aria-hidden="true"
                    className="h-4 w-4 text-slate-500 group-hover:text-accent-700"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
