import type { IncomingMessage, ServerResponse } from "node:http";
import { createRateLimiter } from "#server/http/rate-limiter.ts";
import { type MailSettings, smtpSender } from "#server/mail/outbox.ts";
import { startEnquiryNotifier } from "./enquiry-notifier.ts";
import { openEnquiryStore } from "./enquiry-store.ts";
import { createEnquiryReceiver, isEnquiryPath } from "./receiver.ts";

/** The settings `npm start` reads (server/config.ts) that the contact form needs. */
export interface DevEnquirySettings {
  dataDir: string;
  rateLimitPerMinute: number;
  trustedProxyHops: number;
  notify?: MailSettings;
}

/**
 * The contact form under `npm run dev`: the receiver, store and outbox
 * `npm start` uses (not a copy), as a middleware for Vite's dev server, so the
 * form can be tried while developing, with the settings `npm start` reads
 * from the same environment (DATA_DIR, ENQUIRY_RATE_LIMIT, SMTP_URL, ...).
 */
export async function createDevEnquiryHandler(settings: DevEnquirySettings) {
  const store = await openEnquiryStore(settings.dataDir, { isMailing: Boolean(settings.notify) });
  const smtp = settings.notify && smtpSender(settings.notify);
  const notifier =
    settings.notify && smtp
      ? startEnquiryNotifier({ store, config: settings.notify, send: smtp.send })
      : undefined;
  const receive = createEnquiryReceiver({
    store,
    limiter: createRateLimiter({ limit: settings.rateLimitPerMinute }),
    trustedProxyHops: settings.trustedProxyHops,
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
    dataDir: settings.dataDir,
    async close() {
      await notifier?.stop();
      smtp?.close();
      await store.close();
    },
  });
}
