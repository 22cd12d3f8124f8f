import { existsSync } from "node:fs";
import { ConfigError, readConfig } from "./config.ts";
import { buildSettingsMismatches } from "./build-settings.ts";
import { type EnquiryNotifier, smtpSender, startEnquiryNotifier } from "./enquiry-notifier.ts";
import { databasePath, type EnquiryStore, openEnquiryStore } from "./enquiry-store.ts";
import { startRetention } from "./retention.ts";
import { createSiteServer } from "./site-server.ts";
import { startupProblem } from "./startup-problem.ts";

/**
 * `npm start`: the built site and the enquiry receiver. Settings come from the
 * environment (README: "Running the server"). Start-up checks, in order: the
 * settings, the build, a committed write to the store, the port; any failure
 * ends with one line naming the setting and what to do, and exit status 1.
 * Only once listening does it purge old enquiries and send pending mail, so a
 * second instance on a busy port changes nothing. SIGTERM or SIGINT stops it
 * gracefully: no new connections, requests in flight answered, a mail in
 * flight given a few seconds, the database closed.
 */
function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

let config: ReturnType<typeof readConfig>;
try {
  config = readConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  fail(`Configuration error: ${error.message}`);
}

if (!existsSync(`${config.root}/index.html`)) {
  fail(
    `BUILD_DIR: no built site at ${config.root}; run npm run build (or npm start, which builds).`,
  );
}
for (const warning of buildSettingsMismatches(config, process.env)) console.warn(warning);

let store: EnquiryStore;
try {
  store = await openEnquiryStore(config.dataDir, { isMailing: Boolean(config.notify) });
} catch (error) {
  fail(startupProblem("store", error, config));
}

const site = createSiteServer({
  root: config.root,
  store,
  rateLimitPerMinute: config.rateLimitPerMinute,
  trustedProxyHops: config.trustedProxyHops,
  hsts: config.hsts,
  notifier: { wake: () => notifier?.wake() },
});

try {
  await new Promise<void>((resolve, reject) => {
    site.server.once("error", reject);
    site.server.listen(config.port, config.host, () => {
      site.server.off("error", reject);
      resolve();
    });
  });
} catch (error) {
  await store.close();
  fail(startupProblem("listen", error, config));
}

const stopRetention = startRetention(store, config.retentionDays);
const smtp = config.notify && smtpSender(config.notify);
const notifier: EnquiryNotifier | undefined =
  config.notify && smtp
    ? startEnquiryNotifier({ store, config: config.notify, send: smtp.send })
    : undefined;

const address = site.server.address();
const port = typeof address === "object" && address ? address.port : config.port;
const shown = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
console.log(`Site on http://${shown}:${port} (serving ${config.root})`);
console.log(
  `Enquiries in ${databasePath(config.dataDir)}; rate limit ${config.rateLimitPerMinute || "off"}${config.rateLimitPerMinute ? "/min per client" : ""}; trusted proxies ${config.trustedProxyHops}; HSTS ${config.hsts ? "on" : "off"}; retention ${config.retentionDays} days; e-mail ${notifier ? `to ${config.notify?.to}` : "off"}`,
);

let isStopping = false;
async function stop(signal: NodeJS.Signals) {
  if (isStopping) {
    console.log(`${signal} again: exiting now`);
    process.exit(1);
  }
  isStopping = true;
  console.log(`${signal}: finishing requests in flight, then stopping`);
  await site.close();
  await notifier?.stop();
  smtp?.close();
  stopRetention();
  await store.close();
  console.log("Stopped");
  process.exit(0);
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
