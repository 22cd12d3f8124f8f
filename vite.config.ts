import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { buildSiteUrl } from "./scripts/build-site-url.ts";

const frameworkModule =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router)[\\/]/;
const appModule = /[\\/]src[\\/]/;
const rootRouteModule = /[\\/]src[\\/]root\.tsx/;
const routeModule = /[\\/]src[\\/](root\.tsx|templates[\\/])/;

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

/**
 * `npm run dev` receives the contact form at POST / and /contact/thanks with
 * the receiver `npm start` uses (server/dev-enquiries.ts), storing in DATA_DIR.
 * Imported at run time by Node, not bundled with this config: the store runs
 * its database in a worker thread loaded from its own file.
 */
function enquiryReceiver(): Plugin {
  return {
    name: "enquiry-receiver",
    apply: "serve",
    async configureServer(server) {
      const receiver = pathToFileURL(path.resolve("server/dev-enquiries.ts")).href;
      const { createDevEnquiryHandler } = (await import(
        /* @vite-ignore */ receiver
      )) as typeof import("./server/dev-enquiries.ts");
      const handler = await createDevEnquiryHandler();
      server.middlewares.use(handler);
      server.httpServer?.once("close", () => void handler.close());
      server.config.logger.info(`  Contact form: enquiries stored in ${handler.dataDir}`);
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), enquiryReceiver()],
  // `PORT=8080 npm run dev`, as for `npm start`.
  server: process.env.PORT ? { port: Number(process.env.PORT), strictPort: true } : {},
  resolve: { tsconfigPaths: true },
  // `SITE_URL=https://… npm run build`: pages read it as import.meta.env.VITE_SITE_URL
  // (src/seo/site-url.ts); the Node build steps read the same module.
  define: { "import.meta.env.VITE_SITE_URL": JSON.stringify(buildSiteUrl) },
  build: {
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: shellChunk, debugName: "shell" }] } },
    },
  },
});
