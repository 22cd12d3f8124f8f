import type { Config } from "@react-router/dev/config";
import { assertValidContent } from "./app/content/schema/index.ts";
import { prerenderPaths } from "./app/content/site-map.ts";

// A typo in a fee or a missing module stops the build here, with the course and field named.
assertValidContent();

// A static site: every route is rendered to HTML at build time, then hydrated.
export default {
  ssr: false,
  prerender: prerenderPaths,
  // BUILD_DIR lets parallel builds (and tests) keep apart; the default is build/.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
