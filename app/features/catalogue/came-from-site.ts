/** What a page knows of the page before it in the tab. */
export interface TabHistory {
  /** The Navigation API's `canGoBack` (its entries are this origin's only), where it exists. */
  canGoBack?: boolean;
  referrer: string;
  origin: string;
  length: number;
}

/**
 * Whether the page before this one in the tab is a page of this site, so that Back can return
 * to it. Where the Navigation API is missing, the referrer names the page that led here, and
 * the tab must hold a page before this one (a link opened in a new tab has none).
 */
export function cameFromThisSite(tab: TabHistory): boolean {
  if (tab.canGoBack !== undefined) return tab.canGoBack;
  if (tab.length < 2 || tab.referrer === "") return false;
  try {
    return new URL(tab.referrer).origin === tab.origin;
  } catch {
    return false;
  }
}

/** The browser's own answer, for the Back link's click. */
export function tabHistory(): TabHistory {
  return {
    canGoBack: "navigation" in window ? window.navigation.canGoBack : undefined,
    referrer: document.referrer,
    origin: window.location.origin,
    length: window.history.length,
  };
}
