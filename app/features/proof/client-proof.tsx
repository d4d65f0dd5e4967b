import type { ReactNode } from "react";
import type { Client, PageCopyOf, Testimonial } from "~/content/schemas";
import { ClientList } from "./client-list";
import { TestimonialList } from "./testimonial-list";

interface ClientProofProps {
  clients: Client[];
  /** The two headings (content/pages/proof.yaml). */
  copy: Pick<PageCopyOf<"proof">, "clientsTitle" | "testimonialsTitle">;
  testimonials: Testimonial[];
  /** h3 inside the home page's projects section, h2 on a project's own page. */
  headingLevel: 2 | 3;
  /** The testimonials' columns at the widest: 3 across the page, 2 in a narrower column. */
  columns?: 2 | 3;
}

function Group(props: { id: string; title: string; level: 2 | 3; children: ReactNode }) {
  const Heading = props.level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={props.id}>
      <Heading
        id={props.id}
        className="text-center text-2xl font-extrabold tracking-tight text-balance text-brand-900 sm:text-3xl"
      >
        {props.title}
      </Heading>
      <div className="mt-8">{props.children}</div>
    </section>
  );
}

/** The clients who may be named and what clients say; nothing when there is neither. */
export function ClientProof({
  clients,
  copy: proofCopy,
  testimonials,
  headingLevel,
  columns = 3,
}: ClientProofProps) {
  if (clients.length === 0 && testimonials.length === 0) return null;
  return (
    <div className="space-y-16">
      {clients.length > 0 ? (
        <Group id="clients-heading" title={proofCopy.clientsTitle} level={headingLevel}>
          <ClientList clients={clients} />
        </Group>
      ) : null}
      {testimonials.length > 0 ? (
        <Group id="testimonials-heading" title={proofCopy.testimonialsTitle} level={headingLevel}>
          <TestimonialList testimonials={testimonials} columns={columns} />
        </Group>
      ) : null}
    </div>
  );
}
