import path from "node:path";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import type { AstroIntegration } from "astro";
import { defineConfig } from "astro/config";
import type { Plugin } from "vite";
import { buildSiteUrl } from "./scripts/build-site-url.ts";

/** The page script's chunk (src/enhancements/page-script.ts, named after the document shell that loads it). */
const pageScriptChunk = /_document-shell\.astro_astro_type_script/;

/** React, React DOM and Astro's React renderer (see the client build below). */
const reactRuntime =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]|^\0?rolldown:runtime/;

/**
 * What the course finder and the enrolment form share: the runs' places
 * (use-run-places.ts, run-availability-note.tsx), the visitor's date and a
 * template filler. Left alone, Rolldown makes them a chunk of their own (0.4 KB
 * gzipped, one more request); in React's chunk, which both pages load anyway,
 * they cost 0.14 KB less on each. The price: a change to one of them changes
 * React's file name too, so a returning visitor fetches React again.
 */
const islandsShared =
  /[\\/]src[\\/](islands[\\/](?:use-run-places|use-is-hydrated)|training[\\/]local-date|components[\\/]training[\\/]run-availability-note|i18n[\\/]fill)\.tsx?$/;

/**
 * `client:interaction` (src/islands/hydrate-on-interaction.ts): the enrolment
 * form's island starts when the visitor first touches it. It is below the
 * contact form, and started on view it made the contact page load 76.8 KB of
 * JavaScript, over the 75 KB budget; its form works as a plain post until then.
 */
function hydrateOnInteraction(): AstroIntegration {
  return {
    name: "hydrate-on-interaction",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "interaction",
          entrypoint: "./src/islands/hydrate-on-interaction.ts",
        });
      },
    },
  };
}

/**
 * Pages are documents: every page's React template is rendered to HTML here,
 * at build time, and only the islands (the contact form, the course finder)
 * run React in the browser. Each page is written as `<path>.html`, the layout
 * our server and Netlify serve at `/<path>` without a redirect.
 */
export default defineConfig({
  output: "static",
  // BUILD_DIR keeps parallel builds (and tests) apart; the default is build/.
  outDir: path.join(process.env.BUILD_DIR ?? "build", "client"),
  build: { format: "file", assets: "assets" },
  trailingSlash: "never",
  integrations: [react(), hydrateOnInteraction()],
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss(), serverOnlyModules()],
    build: {
      // The page script is written into every page (docs/decisions/0003) whatever its size: its
      // limit is the content pages' 3 KB gzipped (tests/built/budgets.test.ts), not the 4 KB under
      // which Vite inlines an asset. Any other file keeps Vite's rule (undefined).
      assetsInlineLimit: (file) => (pageScriptChunk.test(file) ? true : undefined),
    },
    // `SITE_URL=https://… npm run build`: pages read it as import.meta.env.VITE_SITE_URL
    // (src/seo/site-url.ts); the Node build steps read the same module.
    define: { "import.meta.env.VITE_SITE_URL": JSON.stringify(buildSiteUrl) },
    // Astro's prerender bundle imports `cookie` 2; decap-server's Express puts
    // `cookie` 0.7 at the top of node_modules, where that bundle (in outDir)
    // would find it. Bundled, it is Astro's own.
    environments: {
      prerender: { resolve: { noExternal: ["cookie"] } },
      client: {
        build: {
          rolldownOptions: {
            // React, React DOM and Astro's React renderer in one file: every
            // island page loads them all, and one gzip stream is smaller than
            // four (0.5 KB on the contact page). The islands' shared modules too.
            output: {
              codeSplitting: {
                groups: [
                  { name: "react", test: (id) => reactRuntime.test(id) || islandsShared.test(id) },
                ],
              },
            },
          },
        },
      },
    },
  },
});

/**
 * Content, dictionaries and the server stay out of the browser: a module named
 * `*.server.ts` imported (directly or not) by an island stops the build. The
 * islands get what they show as props, written into the page.
 */
function serverOnlyModules(): Plugin {
  return {
    name: "server-only-modules",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source, importer) {
      if (/\.server(\.tsx?)?$/.test(source)) {
        this.error(`${source} is server-only, but ${importer ?? "a browser module"} imports it`);
      }
    },
  };
}
