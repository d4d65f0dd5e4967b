import { describe, expect, it } from "vitest";
import { servicesIn } from "~/lib/lookups";
import { loader } from "./category";
import type { Route } from "./+types/category";

const args = (categoryId: string) => ({ params: { categoryId } }) as unknown as Route.LoaderArgs;

describe("the category page's data", () => {
  it("carries what its service cards show, not each service page's full text", () => {
    const { services } = loader(args("fire-safety"));
    const data = JSON.stringify(services);
    expect(services.map((service) => service.title)).toEqual(
      servicesIn("fire-safety").map((service) => service.title),
    );
    for (const service of servicesIn("fire-safety")) {
      // The page's data goes into its HTML: a service page's paragraphs would only weigh it down.
      for (const paragraph of service.fullDescription) expect(data).not.toContain(paragraph);
    }
  });
});
