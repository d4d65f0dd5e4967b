/**
 * The attribute a form names its failure message with; the layout's keeper (below) shows it.
 * The contact and newsletter forms carry it (DECISIONS.md section 4's wording).
 */
export const OFFLINE_MESSAGE_ATTRIBUTE = "data-offline-message";

/**
 * Part of the layout's inline keeper (app/layouts/site.astro), before any island: a form whose
 * island has not started (its script never came: the connection dropped before the visitor
 * reached it) would post as a plain form, and offline the browser would replace the site with
 * its own error page, with everything typed. While the browser is offline, such a post stays:
 * every field is kept and the form's failure message is shown after its island, outside what
 * React renders, as an alert. A live island answers its own posts (it prevents the default
 * first, and this keeper leaves those alone); online, a plain post goes as without JavaScript.
 */
export const KEEP_OFFLINE_POSTS = `addEventListener("submit",function(e){var f=e.target,m=f.getAttribute&&f.getAttribute("${OFFLINE_MESSAGE_ATTRIBUTE}");if(e.defaultPrevented||!m||navigator.onLine!==false)return;e.preventDefault();var h=f.closest("astro-island")||f,n=h.nextElementSibling;if(!n||!n.hasAttribute("data-offline-note")){n=document.createElement("p");n.setAttribute("data-offline-note","");n.setAttribute("role","alert");n.className="mt-3 rounded-md bg-white px-3 py-2 text-sm font-semibold text-red-700";h.after(n)}n.textContent=m})`;
