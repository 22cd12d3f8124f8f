import { dev } from "astro";
import { readConfig } from "#server/config.ts";
import { registerTsxLoader } from "#server/tsx-loader.ts";

// The receiver's answer pages are React components (.tsx), which Node loads
// once the loader is registered: the receiver loads after it.
registerTsxLoader();
const { createDevEnquiryHandler } = await import("#server/enquiries/dev-receiver.ts");

/**
 * `npm run dev`: Astro's dev server with hot reload, receiving the contact
 * form at POST / and the thank-you pages with the receiver `npm start` uses
 * (server/enquiries/dev-receiver.ts), storing in DATA_DIR. The receiver is started
 * here, by Node, not from the Astro config: its store runs the database in a
 * child process forked from its own file (server/store/store-worker.ts).
 * `PORT=8080 npm run dev` as for `npm start`.
 */
const enquiries = await createDevEnquiryHandler(readConfig());
const server = await dev({
  server: process.env.PORT ? { port: Number(process.env.PORT) } : {},
  vite: {
    plugins: [
      {
        name: "enquiry-receiver",
        configureServer(viteServer) {
          viteServer.middlewares.use(enquiries);
        },
      },
    ],
  },
});
console.log(`Contact form: enquiries stored in ${enquiries.dataDir}`);

async function stop() {
  await server.stop();
  await enquiries.close();
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
