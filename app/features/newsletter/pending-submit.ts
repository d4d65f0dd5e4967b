/**
 * A plain form's submit button that names its pending label (`data-pending`) reads it from the
 * moment the visitor presses it until the browser shows the answer, so a slow post never looks
 * like a press that did nothing; a second press meanwhile is ignored. The form is posted by the
 * browser as without this script. Back to the page from the browser's cache (bfcache), the
 * button reads its own label again.
 */
export function showPendingOnSubmit(): void {
  document.addEventListener("submit", (event) => {
    const button = event.submitter;
    if (!(button instanceof HTMLButtonElement) || !button.dataset.pending) return;
    if (button.getAttribute("aria-disabled") === "true") {
      event.preventDefault();
      return;
    }
    if (event.defaultPrevented) return;
    button.dataset.label = button.textContent ?? "";
    button.textContent = button.dataset.pending;
    button.setAttribute("aria-disabled", "true");
  });
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-label]")) {
      button.textContent = button.dataset.label ?? "";
      button.removeAttribute("aria-disabled");
      delete button.dataset.label;
    }
  });
}
