import type { IncomingMessage, ServerResponse } from "node:http";
import { readConfig } from "#server/config.ts";
import { smtpSender, startEnquiryNotifier } from "#server/mail/outbox.ts";
import { createEnquiryReceiver, isEnquiryPath } from "./receiver.ts";
import { openEnquiryStore } from "./enquiry-store.ts";
import { createRateLimiter } from "#server/http/rate-limiter.ts";

/**
 * The contact form under `npm run dev`: the receiver, store and outbox
 * `npm start` uses (not a copy), as a middleware for Vite's dev server, so the
 * form can be tried while developing. Settings from the same environment
 * (DATA_DIR, ENQUIRY_RATE_LIMIT, SMTP_URL, ...).
 */
export async function createDevEnquiryHandler(
  env: Record<string, string | undefined> = process.env,
) {
  const config = readConfig(env);
  const store = await openEnquiryStore(config.dataDir, { isMailing: Boolean(config.notify) });
  const smtp = config.notify && smtpSender(config.notify);
  const notifier =
    config.notify && smtp
      ? startEnquiryNotifier({ store, config: config.notify, send: smtp.send })
      : undefined;
  const receive = createEnquiryReceiver({
    store,
    limiter: createRateLimiter({ limit: config.rateLimitPerMinute }),
    trustedProxyHops: config.trustedProxyHops,
    notifier,
  });
  const handle = (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
    if (request.method !== "POST" || !isEnquiryPath(pathname)) {
      next();
      return;
    }
    receive(request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500).end();
    });
  };
  return Object.assign(handle, {
    dataDir: config.dataDir,
    async close() {
      await notifier?.stop();
      smtp?.close();
      await store.close();
    },
  });
}
