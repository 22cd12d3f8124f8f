import { registerTsxLoader } from "./tsx-loader.ts";

/**
 * `npm start`: the built site, the enquiry receiver and the back office
 * (server/start-server.ts). The back office's pages are React components in
 * `.tsx` files, which Node loads only once the loader is registered; so the
 * server is imported after it, not beside it.
 */
registerTsxLoader();
await import("./start-server.ts");
