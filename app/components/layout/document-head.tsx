import type { MetaDescriptor } from "react-router";

/** The page's title, description, canonical address, share tags and JSON-LD, from buildMeta. */
export function DocumentHead({ meta }: { meta: MetaDescriptor[] }) {
  return (
    <>
      {meta.map((descriptor, index) => {
        const d = descriptor as Record<string, unknown>;
        if ("title" in d) return <title key={index}>{String(d.title)}</title>;
        if ("script:ld+json" in d) {
          return (
            <script
              key={index}
              type="application/ld+json"
              dangerouslySetInnerHTML={{ __html: JSON.stringify(d["script:ld+json"]).replace(/</g, "\\u003c") }}
            />
          );
        }
        if (d.tagName === "link") {
          const { tagName: _, ...attrs } = d;
          return <link key={index} {...(attrs as object)} />;
        }
        return <meta key={index} {...(d as object)} />;
      })}
    </>
  );
}
