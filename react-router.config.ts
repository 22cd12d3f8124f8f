import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/site-map.ts";

// A static site: every route is rendered to HTML at build time, then hydrated.
export default {
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
