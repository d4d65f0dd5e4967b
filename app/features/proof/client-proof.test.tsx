// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { proofCopy } from "~/content/data";
import type { Client, Testimonial } from "~/content/schemas";
import { ClientProof } from "./client-proof";

const CLIENTS: Client[] = [
  {
    slug: "godavari-pharma",
    name: "Godavari Pharma Ltd.",
    logo: { src: "/assets/godavari-pharma.svg", alt: "Godavari Pharma Ltd. logo" },
  },
  { slug: "krishna-paper-mills", name: "Krishna Paper Mills" },
];
const TESTIMONIALS: Testimonial[] = [
  {
    slug: "hydrant-commissioning",
    quote: "The hydrant system passed the fire NOC inspection on the first visit.",
    person: "K. Ramesh",
    role: "Plant Head",
    company: "Godavari Pharma Ltd.",
  },
  {
    slug: "boiler-shutdown",
    quote: "They replaced the super heater coils inside our shutdown window.",
    person: "S. Anitha",
    role: "Maintenance Manager",
    company: "Krishna Paper Mills",
  },
];

describe("the clients and testimonials", () => {
  it("name every client, with its logo and the logo's alt text when it has one", () => {
    render(<ClientProof copy={proofCopy} clients={CLIENTS} testimonials={[]} headingLevel={3} />);
    const clients = screen.getByRole("region", { name: proofCopy.clientsTitle });
    const items = within(clients).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Godavari Pharma Ltd.",
      "Krishna Paper Mills",
    ]);
    expect(
      within(items[0]!).getByRole("img", { name: "Godavari Pharma Ltd. logo" }),
    ).toHaveAttribute("src", "/assets/godavari-pharma.svg");
    expect(within(items[1]!).queryByRole("img")).toBeNull();
    expect(screen.queryByRole("region", { name: proofCopy.testimonialsTitle })).toBeNull();
  });

  it("quote every testimonial in a figure whose caption names person, role and company", () => {
    render(
      <ClientProof copy={proofCopy} clients={[]} testimonials={TESTIMONIALS} headingLevel={2} />,
    );
    const section = screen.getByRole("region", { name: proofCopy.testimonialsTitle });
    const figures = within(section).getAllByRole("figure");
    expect(figures).toHaveLength(TESTIMONIALS.length);
    for (const [index, { quote, person, role, company }] of TESTIMONIALS.entries()) {
      const figure = figures[index]!;
      expect(within(figure).getByRole("blockquote")).toHaveTextContent(quote);
      // The quote, then its caption: who said it, and nothing else.
      expect(figure.textContent).toBe(`${quote}${person}, ${role}, ${company}`);
    }
  });

  it("puts its headings at the level it is given, in the order clients, testimonials", () => {
    const { unmount } = render(
      <ClientProof
        copy={proofCopy}
        clients={CLIENTS}
        testimonials={TESTIMONIALS}
        headingLevel={3}
      />,
    );
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      proofCopy.clientsTitle,
      proofCopy.testimonialsTitle,
    ]);
    unmount();
    render(
      <ClientProof
        copy={proofCopy}
        clients={CLIENTS}
        testimonials={TESTIMONIALS}
        headingLevel={2}
      />,
    );
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(2);
  });

  it("renders nothing at all when there is neither a client nor a testimonial", () => {
    const { container } = render(
      <ClientProof copy={proofCopy} clients={[]} testimonials={[]} headingLevel={2} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
