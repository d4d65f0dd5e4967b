import { type Page, expect, test } from "@playwright/test";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { waitForLivePart } from "./support";

/*
 * A slow phone paints a page while it is still parsing it, and a part painted half-parsed
 * moves as the rest comes: a layout shift on a page that has no late content at all. The page
 * holds its first paint with `<link rel="expect" blocking="render">` (app/root.tsx) until
 * everything that shows is parsed; the bar at the foot of the screen, the last of it, is laid
 * out to stay put in a browser that paints it half-parsed all the same.
 */

/** Records, for each of the page's first frames, whether the page was parsed to its end. */
function recordFrames() {
  const seen: boolean[] = [];
  (window as unknown as { firstFrames: boolean[] }).firstFrames = seen;
  const frame = () => {
    seen.push(document.getElementById("end-of-page") !== null);
    if (seen.length < 3) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

const firstFrames = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstFrames: boolean[] }).firstFrames);

test("the first paint waits until all that shows is parsed, even when the page comes slowly", async ({
  browser,
  request,
  baseURL,
}) => {
  const html = await (await request.get("/about")).text();
  expect(html).toMatch(/<link rel="expect" href="#end-of-page" blocking="render"\/?>/);
  expect(html.indexOf("<footer")).toBeGreaterThan(html.indexOf("<main"));
  // A stand-in for a slow network: the page up to its footer, then nothing until released.
  // The control is the same page without the `<link rel="expect">`.
  const pages: Record<string, string> = {
    "/about": html,
    "/control": html.replace(/<link rel="expect"[^>]*>/, ""),
  };
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server: Server = createServer((req, res) => {
    const page = pages[req.url!];
    if (page !== undefined) {
      const cut = page.indexOf("<footer");
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.write(page.slice(0, cut));
      void released.then(() => res.end(page.slice(cut)));
      return;
    }
    // The stylesheet, scripts and photos from the site itself.
    void fetch(new URL(req.url!, baseURL)).then(async (upstream) => {
      res.writeHead(upstream.status, {
        "content-type": upstream.headers.get("content-type") ?? "application/octet-stream",
      });
      res.end(Buffer.from(await upstream.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  try {
    await context.addInitScript(recordFrames);
    const held = await context.newPage();
    await held.goto(`${origin}/about`, { waitUntil: "commit" });
    // Its header and main content are parsed and styled: all a browser needs to paint them.
    await held.waitForFunction(
      () =>
        document.querySelector("main h1") !== null &&
        (document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.sheet?.cssRules
          .length ?? 0) > 0,
      null,
      { polling: 50 },
    );
    // The control, in the same state, is painted half-parsed: the browser would paint it now.
    const control = await context.newPage();
    await control.goto(`${origin}/control`, { waitUntil: "commit" });
    await expect.poll(() => firstFrames(control)).not.toEqual([]);
    expect(await firstFrames(control)).toContain(false);
    // The page itself has not been painted at all while half-parsed.
    expect(await firstFrames(held)).toEqual([]);

    release();
    await expect.poll(() => firstFrames(held)).not.toEqual([]);
    expect((await firstFrames(held))[0]).toBe(true);
  } finally {
    release();
    await context.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

test("on a phone, the bar's cells and icons stay put while the bar is parsed in part", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/about");
  const shortcuts = page.getByRole("navigation", { name: "Quick contact" });
  const chat = page.getByRole("complementary", { name: "Chat" });
  const opener = chat.getByRole("button", { name: /chat/i }).last();
  await expect(shortcuts.getByRole("listitem")).toHaveCount(3);
  await expect(opener).toBeVisible();
  // Once the chat's code has run (the shortcuts are static HTML, with none): React would put
  // back what is taken out before.
  await waitForLivePart(chat);
  /** The shortcuts' cells and icons, then the chat's icon (if its cell is there). */
  const places = () =>
    page.evaluate(() => {
      const nav = document.querySelector('nav[aria-label="Quick contact"]')!;
      const chatIcon = document.querySelector('aside[aria-label="Chat"] > button svg');
      return [...nav.querySelectorAll("li, svg"), ...(chatIcon ? [chatIcon] : [])].map(
        (element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return [x, y, width, height].map(Math.round).join(",");
        },
      );
    });
  const whole = await places();
  expect(whole).toHaveLength(7);

  // As a browser has it before the cells' labels are parsed: only each cell's icon.
  await shortcuts.getByRole("link").evaluateAll((links) => links.forEach((link) => link.remove()));
  await opener.evaluate((button) => {
    while (button.children.length > 1) button.lastElementChild!.remove();
    button.normalize();
    [...button.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .forEach((node) => node.remove());
  });
  await expect(shortcuts.getByRole("link")).toHaveCount(0);
  expect(await places()).toEqual(whole);

  // And before the chat's cell is parsed at all.
  await chat.evaluate((element) => element.remove());
  expect(await places()).toEqual(whole.slice(0, 6));
});
