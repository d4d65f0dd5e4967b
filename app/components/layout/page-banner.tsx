import type { ReactNode } from "react";

interface PageBannerProps {
  title: string;
  intro?: string;
  eyebrow?: ReactNode;
  children?: ReactNode;
  tone?: string;
}

/** A header, not a section, so its h1 heads the page (or legal-article.tsx's article). */
export function PageBanner({
  title,
  intro,
  eyebrow,
  children,
  tone = "bg-gradient-to-br from-brand-900 to-brand-950",
}: PageBannerProps) {
  return (
    <header className={`on-dark ${tone} text-white`}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
        {eyebrow ? <div className="mb-4">{eyebrow}</div> : null}
        <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">
          {title}
        </h1>
        {intro ? (
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-200">{intro}</p>
        ) : null}
        {children}
      </div>
    </header>
  );
}
