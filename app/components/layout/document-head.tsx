import type { MetaDescriptor } from "~/lib/seo";

/** The page's title, description, canonical address, share tags and JSON-LD, from buildMeta. */
export function DocumentHead({ meta }: { meta: MetaDescriptor[] }) {
  return (
    <>
      {meta.map((descriptor, index) => {
        if ("title" in descriptor) return <title key={index}>{descriptor.title}</title>;
        if ("script:ld+json" in descriptor) {
          return (
            <script
              key={index}
              type="application/ld+json"
              dangerouslySetInnerHTML={{
                __html: JSON.stringify(descriptor["script:ld+json"]).replace(/</g, "\\u003c"),
              }}
            />
          );
        }
        if ("tagName" in descriptor) {
          return <link key={index} rel={descriptor.rel} href={descriptor.href} />;
        }
        return <meta key={index} {...descriptor} />;
      })}
    </>
  );
}
