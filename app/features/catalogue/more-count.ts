export function moreCount(total: number, shown: number): number {
  return Math.max(0, total - shown);
}

export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
