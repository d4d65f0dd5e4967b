import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import type { Testimonial } from "~/content/schemas";

const Quote = lucideIcon("quote", lucide.Quote);

/** What clients have said, each as a quotation with who said it. */
export function TestimonialList({
  testimonials,
  columns = 3,
}: {
  testimonials: Testimonial[];
  /** At the widest: 3 in a page-wide section, 2 in a narrower column. */
  columns?: 2 | 3;
}) {
  if (testimonials.length === 0) return null;
  const width =
    columns === 3
      ? "md:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]"
      : "md:w-[calc(50%-0.75rem)]";
  return (
    // Centred rows of equal cards: one or two quotes sit in the middle, not at one side.
    <ul className="flex flex-wrap justify-center gap-6">
      {testimonials.map((testimonial) => (
        <li key={testimonial.slug} className={`w-full ${width}`}>
          <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <Quote aria-hidden="true" className="h-8 w-8 shrink-0 text-accent-600" />
            <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">
              <p>{testimonial.quote}</p>
            </blockquote>
            <figcaption className="mt-6 border-t border-slate-200 pt-4 text-sm">
              <span className="block font-bold text-brand-900">
                {testimonial.person}
                <span className="sr-only">{", "}</span>
              </span>
              <span className="block text-slate-600">
                {testimonial.role}, {testimonial.company}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
