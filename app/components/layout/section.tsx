import type { ReactNode } from "react";

interface SectionProps {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  children: ReactNode;
  tone?: "white" | "muted";
}

export function Section({ id, eyebrow, title, intro, children, tone = "white" }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`below-first-view ${tone === "muted" ? "bg-slate-50" : "bg-white"}`}
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
        <div className="mx-auto max-w-3xl text-center">
          {eyebrow ? (
            <p className="text-sm font-bold tracking-wider text-accent-700 uppercase">{eyebrow}</p>
          ) : null}
          <h2
            id={headingId}
            className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-brand-900 sm:text-4xl"
          >
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg leading-relaxed text-slate-600">{intro}</p> : null}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
