// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { company, navigationCopy } from "~/content/data";
import { BottomBar } from "./bottom-bar";
import { Header } from "./header";

const { menu } = navigationCopy;

/** The links marked as the current page: one in the desktop menu, one in the phone's. */
function currentItems() {
  return screen
    .queryAllByRole("link", { current: "page", hidden: true })
    .map((link) => link.textContent);
}

describe("the header, told the page's path", () => {
  it.each([
    ["/", menu.home],
    ["/services", menu.services],
    ["/category/boiler", menu.services],
    ["/service/hydrant-system", menu.services],
    ["/about/", menu.about],
    ["/projects/some-project", menu.projects],
    ["/contact", menu.contact],
  ])("on %s marks %s as the current page, in both menus", (path, label) => {
    render(<Header currentPath={path} company={company} navigation={navigationCopy} />);
    expect(currentItems()).toEqual([label, label]);
  });

  it("marks nothing on a page outside the menu", () => {
    render(<Header currentPath="/privacy" company={company} navigation={navigationCopy} />);
    expect(currentItems()).toEqual([]);
  });

  it("links with plain addresses, which work before and without any script", () => {
    render(<Header currentPath="/" company={company} navigation={navigationCopy} />);
    const main = screen.getByRole("navigation", { name: "Main", hidden: true });
    expect(
      within(main)
        .getAllByRole("link", { hidden: true })
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/", "/services", "/about", "/projects", "/contact"]);
    expect(screen.getAllByRole("link", { name: navigationCopy.quote, hidden: true })).toHaveLength(
      2,
    );
  });
});

describe("the contact bar, told the page's path", () => {
  const quote = () =>
    within(screen.getByRole("navigation", { name: "Quick contact" })).getByRole("link", {
      name: navigationCopy.quote,
    });

  it("marks Get Quote as the current page on the contact page only", () => {
    const { unmount } = render(
      <BottomBar
        id="end"
        chat={null}
        currentPath="/contact"
        company={company}
        navigation={navigationCopy}
      />,
    );
    expect(quote()).toHaveAttribute("aria-current", "page");
    expect(quote()).toHaveAttribute("href", "/contact");
    unmount();
    render(
      <BottomBar
        id="end"
        chat={null}
        currentPath="/services"
        company={company}
        navigation={navigationCopy}
      />,
    );
    expect(quote()).not.toHaveAttribute("aria-current");
  });
});
