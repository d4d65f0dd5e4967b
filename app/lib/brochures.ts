export function brochurePath(categoryId?: string): string {
  return `/brochures/${categoryId ?? "company"}.pdf`;
}

export function brochureFileName(categoryId?: string): string {
  return `deccan-industrial-${categoryId ?? "company"}-brochure.pdf`;
}
