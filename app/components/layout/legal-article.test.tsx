// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { privacyPolicy } from "~/content/data";
import { LegalArticle } from "./legal-article";

describe("a legal page", () => {
  it("shows no empty list for a section saved by the editor without bullet points", () => {
    const [first, ...rest] = privacyPolicy.sections;
    const page = { ...privacyPolicy, sections: [{ ...first!, list: [] }, ...rest] };
    render(<LegalArticle page={page} />);
    const section = screen.getByRole("heading", { name: first!.heading }).closest("section")!;
    expect(section.querySelector("ul")).toBeNull();
  });
});
