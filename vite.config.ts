import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildSiteUrl } from "./scripts/build-site-url.ts";

const frameworkModule =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router)[\\/]/;
const appModule = /[\\/]app[\\/]/;
const rootRouteModule = /[\\/]app[\\/]root\.tsx/;
const routeModule = /[\\/]app[\\/](root\.tsx|pages[\\/])/;

interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/**
 * Every page loads React, React Router, the root route and the components the
 * page templates share, so splitting them into a dozen small chunks only costs
 * bytes: each chunk repeats import/export lists and gzip starts a fresh
 * dictionary. One "shell" chunk took first-load JavaScript on / from 121.6 to
 * 117.3 KB. A module only one template uses (the contact form, say) stays with
 * that template, so no page pays for another page's code. The entry module
 * stays out: its code hydrates, and must run only after the page's module
 * script has registered the route modules.
 */
function shellChunk(id: string, graph: ModuleGraph): string | null {
  if (frameworkModule.test(id) || rootRouteModule.test(id)) return "shell";
  if (!appModule.test(id) || routeModule.test(id)) return null;
  const routes = new Set<string>();
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length > 0) {
    for (const importer of graph.getModuleInfo(queue.pop() as string)?.importers ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      if (routeModule.test(importer)) routes.add(importer);
      else queue.push(importer);
    }
  }
  const isOnEveryPage = [...routes].some((route) => rootRouteModule.test(route));
  return isOnEveryPage || routes.size >= 2 ? "shell" : null;
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // `SITE_URL=https://… npm run build`: pages read it as import.meta.env.VITE_SITE_URL
  // (app/seo/site-url.ts); the Node build steps read the same module.
  define: { "import.meta.env.VITE_SITE_URL": JSON.stringify(buildSiteUrl) },
  build: {
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: shellChunk, debugName: "shell" }] } },
    },
  },
});
