// Non-breaking spaces so the number never wraps (html-validate's tel-non-breaking rule).
export function unbrokenPhone(display: string): string {
  return display.replaceAll(" ", "\u00a0");
}
