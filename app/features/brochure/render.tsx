import { Font, renderToBuffer } from "@react-pdf/renderer";
import { allBrochures, type BrochureMeta } from "./brochure-content";
import { BrochureDocument } from "./brochure-document";

export interface RenderedBrochure {
  meta: BrochureMeta;
  pdf: Buffer;
}

// Words are never split with a hyphen: a service title stays one piece of text in the PDF.
Font.registerHyphenationCallback((word) => [word]);

export async function renderBrochures(siteUrl?: string): Promise<RenderedBrochure[]> {
  const rendered: RenderedBrochure[] = [];
  for (const brochure of allBrochures(siteUrl)) {
    const pdf = await renderToBuffer(<BrochureDocument brochure={brochure} />);
    rendered.push({ meta: brochure.meta, pdf });
  }
  return rendered;
}
