import { cameFromThisSite, tabHistory } from "./came-from-site";

/**
 * The Back link (back-button.tsx, `a[data-back]`) goes Back, to the page before, when that page
 * is one of this site's; otherwise it stays the link to the category it is in the HTML. A plain
 * click only: a new tab or window still opens the link.
 */
export function enhanceBackLinks(): void {
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!(event.target instanceof Element) || !event.target.closest("a[data-back]")) return;
    if (!cameFromThisSite(tabHistory())) return;
    event.preventDefault();
    window.history.back();
  });
}
