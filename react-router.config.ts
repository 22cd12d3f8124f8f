import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./src/content/site-map.server.ts";

// Reading the site map loads and validates every content file: a typo in a fee
// or a missing module stops the build here, naming the file and the field.

// A static site: every route is rendered to HTML at build time, then hydrated.
export default {
  appDirectory: "src",
  ssr: false,
  prerender: prerenderPaths,
  // BUILD_DIR lets parallel builds (and tests) keep apart; the default is build/.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
