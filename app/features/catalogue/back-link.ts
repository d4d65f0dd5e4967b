/** The attribute of the Back link (back-button.tsx): the link to the category it is in. */
export const BACK_LINK_ATTRIBUTE = "data-back";

/**
 * Part of the layout's inline keeper (app/layouts/site.astro): the Back link goes Back, to the
 * page before, when that page is one of this site's; otherwise it stays the link to the
 * category it is in the HTML. A plain click only: a new tab or window still opens the link.
 *
 * Whether the page before is this site's: the Navigation API's `canGoBack` (its entries are this
 * origin's only), where it exists; elsewhere the referrer names the page that led here, and the
 * tab must hold a page before this one (a link opened in a new tab has none).
 *
 * Inline rather than a file of the service page's: a script file in the head is a request of
 * high priority before the first paint (Lighthouse counts it into FCP and LCP); this is 0.4 KB
 * in the one inline script every page has already. Its free names are the browser's globals
 * (back-link.test.ts runs it against stand-ins).
 */
export const KEEP_BACK_LINKS = `addEventListener("click",function(e){var t=e.target;if(e.defaultPrevented||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey||!t||!t.closest||!t.closest("a[${BACK_LINK_ATTRIBUTE}]"))return;var n=self.navigation,b=false;if(n&&typeof n.canGoBack==="boolean")b=n.canGoBack;else if(history.length>1&&document.referrer)try{b=new URL(document.referrer).origin===location.origin}catch(x){}if(b){e.preventDefault();history.back()}})`;
