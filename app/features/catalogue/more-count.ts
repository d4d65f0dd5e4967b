/** How many items a card leaves out when it shows the first `shown`. */
export function moreCount(total: number, shown: number): number {
  return Math.max(0, total - shown);
}
