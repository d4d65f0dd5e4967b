import type { Config } from "@react-router/dev/config";
import { pagePaths } from "./app/lib/paths";
import { UNSUBSCRIBE_PATH } from "./app/lib/unsubscribe";
import { loadContent } from "./app/content/load";

export default {
  ssr: true,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every page whose content is known at build time is prerendered, with the
  // list derived from the content so a new service needs no edit here.
  async prerender({ getStaticPaths }) {
    // Bad content fails the build here, before anything is rendered, naming file and field.
    const content = loadContent();
    // The unsubscribe page depends on its link's token: always rendered on request.
    const onRequestOnly = new Set<string>([UNSUBSCRIBE_PATH]);
    const paths = [...getStaticPaths(), ...pagePaths(content)].filter(
      (path) => !onRequestOnly.has(path),
    );
    return [...new Set(paths)];
  },
} satisfies Config;
