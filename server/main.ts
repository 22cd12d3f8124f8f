import { ConfigError, readConfig } from "./config.ts";
import { createEnquiryNotifier } from "./enquiry-notifier.ts";
import { databasePath, openEnquiryStore } from "./enquiry-store.ts";
import { startRetention } from "./retention.ts";
import { createSiteServer } from "./site-server.ts";

/**
 * `npm start`: the built site and the enquiry receiver. Settings come from the
 * environment (README: "Running the server"). SIGTERM or SIGINT stops it
 * gracefully: no new connections, requests in flight answered, mails in flight
 * given a few seconds, the database closed.
 */
let config: ReturnType<typeof readConfig>;
try {
  config = readConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Configuration error: ${error.message}`);
  process.exit(1);
}

const store = openEnquiryStore(config.dataDir);
const stopRetention = startRetention(store, config.retentionDays);
const notifier = config.notify && createEnquiryNotifier(config.notify);
const site = createSiteServer({
  root: config.root,
  store,
  notifier,
  rateLimitPerMinute: config.rateLimitPerMinute,
  trustedProxyHops: config.trustedProxyHops,
  hsts: config.hsts,
});

site.server.listen(config.port, config.host, () => {
  const address = site.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const shown = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  console.log(`Site on http://${shown}:${port} (serving ${config.root})`);
  console.log(
    `Enquiries in ${databasePath(config.dataDir)}; rate limit ${config.rateLimitPerMinute || "off"}${config.rateLimitPerMinute ? "/min per client" : ""}; e-mail ${notifier ? `to ${config.notify?.to}` : "off"}`,
  );
});

let isStopping = false;
async function stop(signal: NodeJS.Signals) {
  if (isStopping) {
    console.log(`${signal} again: exiting now`);
    process.exit(1);
  }
  isStopping = true;
  console.log(`${signal}: finishing requests in flight, then stopping`);
  await site.close();
  await notifier?.drain();
  stopRetention();
  store.close();
  console.log("Stopped");
  process.exit(0);
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
