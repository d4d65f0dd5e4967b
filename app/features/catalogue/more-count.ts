/** How many items a card leaves out when it shows the first `shown`. */
export function moreCount(total: number, shown: number): number {
  return Math.max(0, total - shown);
}

/** "1 service", "8 services": a count with its noun, singular only for exactly one. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
