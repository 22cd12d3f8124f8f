import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { contactPaths } from "#src/routing/fixed-paths.ts";
import { startEnquiryNotifier } from "#server/enquiries/enquiry-notifier.ts";
import { smtpSender } from "#server/mail/outbox.ts";
import { type EnquiryStore, openEnquiryStore } from "#server/enquiries/enquiry-store.ts";
import { databasePath } from "#server/store/store.ts";
import type { SiteServerOptions } from "#server/site-server.ts";
import { enquiryForm, formContentType, postEnquiry } from "#tests/support/enquiry-poster.ts";
import { startMailServer } from "#tests/support/mail-server.ts";
import { siteServers } from "#tests/support/site-server.ts";

const contactMessages = dictionaries.en.form.messages;

/**
 * The enquiry receiver and the static server over real HTTP: the shared
 * server of the e2e setup (rate limit off) for the statuses, servers of our
 * own for the rate limit and e-mail, and a child process we kill -9 for
 * durability.
 */
const baseUrl = () => inject("baseUrl");

/** Every shared security header and its one right value (a weaker one is a bug). */
const securityHeaderValues = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};
const form = formContentType;

/** Enquiries with this message in the shared server's store (read as the owner would). */
function storedWith(dataDir: string, message: string) {
  const db = new DatabaseSync(databasePath(dataDir), { readOnly: true });
  try {
    return db.prepare("SELECT * FROM enquiries WHERE message = ?").all(message);
  } finally {
    db.close();
  }
}

describe("static pages", () => {
  it("serves a page at /x without a redirect, with its security headers and own CSP", async () => {
    const response = await fetch(`${baseUrl()}/contact`, { redirect: "manual" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    for (const [name, value] of Object.entries(securityHeaderValues)) {
      expect(response.headers.get(name), name).toBe(value);
    }
    expect(response.headers.get("strict-transport-security")).toBeNull();
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("unsafe-inline");
    const formTag = /<form\b[^>]*>/.exec(await response.text())?.[0] ?? "";
    for (const attribute of [
      'method="post"',
      'action="/contact/thanks"',
      'data-netlify="true"',
      'netlify-honeypot="bot-field"',
    ]) {
      expect(formTag).toContain(attribute);
    }
  });

  it("answers by Accept-Encoding from the precompressed files", async () => {
    for (const encoding of ["br", "gzip"]) {
      const response = await fetch(`${baseUrl()}/contact`, {
        headers: { "Accept-Encoding": encoding },
      });
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      expect(await response.text()).toContain("Send us a message");
    }
  });

  it("caches hashed assets for a year, and revalidates pages with an ETag", async () => {
    const html = await (await fetch(`${baseUrl()}/contact`)).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    const response = await fetch(`${baseUrl()}${asset}`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const page = await fetch(`${baseUrl()}/privacy`);
    const etag = page.headers.get("etag") ?? "";
    const again = await fetch(`${baseUrl()}/privacy`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });

  it("answers unknown paths with the 404 page and aliases with 301", async () => {
    const missing = await fetch(`${baseUrl()}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Page not found");
    const alias = await fetch(`${baseUrl()}/services/testing`, { redirect: "manual" });
    expect(alias.status).toBe(301);
    expect(alias.headers.get("location")).toBe("/services/testing-services");
    for (const [name, value] of Object.entries(securityHeaderValues)) {
      expect(alias.headers.get(name), `${name} on a redirect`).toBe(value);
    }
  });
});

describe("POST / (the contact form)", () => {
  it("stores a valid enquiry, then answers 303 to the thank-you page (which fetch follows)", async () => {
    const message = `Stored enquiry ${Date.now()}`;
    const response = await postEnquiry(`${baseUrl()}/`, enquiryForm({ message, name: "  Ada  " }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact/thanks");
    const rows = storedWith(inject("dataDir"), message);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Ada", email: "ada@example.nl" });

    const followed = await fetch(`${baseUrl()}/`, {
      method: "POST",
      body: new URLSearchParams(enquiryForm({ message: `${message} (followed)` })),
    });
    expect(followed.ok).toBe(true);
    expect(followed.url).toBe(`${baseUrl()}/contact/thanks`);
  });

  it("takes the same post at /contact/thanks, the form's no-JavaScript action", async () => {
    const message = `Posted to the thank-you page ${Date.now()}`;
    const response = await postEnquiry(`${baseUrl()}/contact/thanks`, enquiryForm({ message }));
    expect(response.status).toBe(303);
    expect(storedWith(inject("dataDir"), message)).toHaveLength(1);
  });

  it.each(["/", "/nl/contact/bedankt", "/nl/contact/bedankt/"])(
    "stores a Dutch enquiry posted to %s with language=nl and answers 303 to /nl/contact/bedankt",
    async (target) => {
      const message = `Nederlandse aanvraag ${target} ${Date.now()}`;
      const response = await postEnquiry(
        `${baseUrl()}${target}`,
        enquiryForm({ message, language: "nl" }),
      );
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/nl/contact/bedankt");
      const rows = storedWith(inject("dataDir"), message);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ language: "nl", name: "Ada Lovelace" });
    },
  );

  it.each([
    ["no language field", {}],
    ["an unknown language", { language: "de" }],
    ["an empty language", { language: "" }],
  ])("takes %s as English: stored as en, 303 to /contact/thanks", async (_, fields) => {
    const message = `Language unknown ${JSON.stringify(fields)} ${Date.now()}`;
    const response = await postEnquiry(`${baseUrl()}/`, enquiryForm({ message, ...fields }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact/thanks");
    expect(storedWith(inject("dataDir"), message)[0]).toMatchObject({ language: "en" });
  });

  it("answers a Dutch honeypot like a Dutch success", async () => {
    const response = await postEnquiry(
      `${baseUrl()}/`,
      enquiryForm({ language: "nl", "bot-field": "http://spam" }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/nl/contact/bedankt");
  });

  it("refuses an invalid Dutch enquiry with a Dutch 400 page listing each problem in Dutch", async () => {
    const response = await postEnquiry(
      `${baseUrl()}/nl/contact/bedankt`,
      enquiryForm({ language: "nl", name: "A", email: "nee", phone: "12", message: "" }),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain("<title>Controleer je bericht</title>");
    const listed = [...html.matchAll(/<li>([^<]*)<\/li>/g)].map((match) => match[1]);
    expect(listed).toEqual([
      "Je naam moet minimaal 2 tekens bevatten",
      "Vul een geldig e-mailadres in",
      "Je telefoonnummer is te kort",
      "Vul je bericht in",
    ]);
    expect(listed).toEqual(
      (["nameTooShort", "emailInvalid", "phoneTooShort", "messageRequired"] as const).map(
        (key) => dictionaries.nl.form.messages[key],
      ),
    );
    expect(html).toContain('href="/nl/contact#contact-form"');
    expect(html).not.toContain("Please");
  });

  it("refuses an enrolment whose course names what every object inherits: 400 in its language, nothing stored", async () => {
    for (const course of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      const remarks = `Inherited course ${course} ${Date.now()}`;
      const response = await postEnquiry(
        `${baseUrl()}${contactPaths.nl.enrolled}`,
        new URLSearchParams({
          "form-name": "enrolment",
          language: "nl",
          choice: `${course}|none`,
          name: "Ada Lovelace",
          email: "ada@example.nl",
          phone: "+31 40 123 4567",
          buyer: "business",
          company: "Example B.V.",
          invoice: "invoices@example.nl",
          participants: "1",
          remarks,
          terms: "accepted",
        }).toString(),
      );
      expect(response.status, course).toBe(400);
      const html = await response.text();
      expect(html).toContain('<html lang="nl">');
      expect(html).toContain(`<li>${dictionaries.nl.form.enrolment.messages.choiceRequired}</li>`);
      expect(storedWith(inject("dataDir"), remarks)).toHaveLength(0);
    }
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const message = `Honeypot ${Date.now()}`;
    const response = await postEnquiry(
      `${baseUrl()}/`,
      enquiryForm({ message, "bot-field": "http://spam" }),
    );
    expect(response.status).toBe(303);
    expect(storedWith(inject("dataDir"), message)).toHaveLength(0);
  });

  it("refuses invalid input with 400 and a readable page listing each field's message", async () => {
    const response = await postEnquiry(
      `${baseUrl()}/`,
      enquiryForm({ name: "A", email: "nope", phone: "12", message: "" }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<title>Please check your message</title>");
    for (const message of [
      contactMessages.nameTooShort,
      contactMessages.emailInvalid,
      contactMessages.phoneTooShort,
      contactMessages.messageRequired,
    ]) {
      expect(html).toContain(`<li>${message}</li>`);
    }
    expect(html).toContain('href="/contact#contact-form"');
  });

  it.each([
    ["JSON", { "Content-Type": "application/json" }, "{}"],
    ["multipart", { "Content-Type": "multipart/form-data; boundary=x" }, "--x--"],
    ["no content type", {}, new Uint8Array([1, 2, 3])],
    ["another charset", { "Content-Type": `${form}; charset=iso-8859-1` }, "a=1"],
    ["a compressed body", { "Content-Type": form, "Content-Encoding": "gzip" }, "a=1"],
  ])("answers 415 to %s", async (_, headers, body) => {
    const response = await postEnquiry(`${baseUrl()}/`, body, headers as Record<string, string>);
    expect(response.status).toBe(415);
  });

  it("answers 413 to a body over 32 KiB, declared or streamed", async () => {
    const big = enquiryForm({ message: "x".repeat(33 * 1024) });
    expect((await postEnquiry(`${baseUrl()}/`, big)).status).toBe(413);
    const chunks = new TextEncoder().encode(big);
    const stream = new ReadableStream({
      start(controller) {
        for (let offset = 0; offset < chunks.length; offset += 4096) {
          controller.enqueue(chunks.slice(offset, offset + 4096));
        }
        controller.close();
      },
    });
    const streamed = await fetch(`${baseUrl()}/`, {
      method: "POST",
      headers: { "Content-Type": form },
      body: stream,
      duplex: "half",
      redirect: "manual",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    // Exactly at the limit is read (and then judged on its content).
    const atLimit = `${enquiryForm({ message: "" })}&pad=${"p".repeat(32 * 1024)}`.slice(
      0,
      32 * 1024,
    );
    expect((await postEnquiry(`${baseUrl()}/`, atLimit)).status).toBe(400);
  });

  it("answers 404 to an unknown or missing form-name", async () => {
    expect(
      (await postEnquiry(`${baseUrl()}/`, enquiryForm({ "form-name": "newsletter" }))).status,
    ).toBe(404);
    expect((await postEnquiry(`${baseUrl()}/`, "name=Ada")).status).toBe(404);
  });

  it.each([
    ["a broken escape", "form-name=contact&name=%zz"],
    ["an escape that is not UTF-8", "form-name=contact&name=%C3%28"],
    ["raw bytes that are not UTF-8", new Uint8Array([0x66, 0x3d, 0xff])],
  ])("answers 400 to %s", async (_, body) => {
    expect((await postEnquiry(`${baseUrl()}/`, body)).status).toBe(400);
  });

  it("answers other methods and other POST paths with 405 or 404", async () => {
    const onPage = await postEnquiry(`${baseUrl()}/about`, enquiryForm());
    expect(onPage.status).toBe(405);
    expect(onPage.headers.get("allow")).toBe("GET, HEAD");
    expect((await postEnquiry(`${baseUrl()}/nowhere`, enquiryForm())).status).toBe(404);
    const put = await fetch(`${baseUrl()}/`, { method: "PUT", body: enquiryForm() });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, HEAD, POST");
  });

  it("never answers 5xx to garbage", async () => {
    const bodies = [
      "",
      "&&&===",
      `form-name=contact&name=${"%".repeat(100)}`,
      `form-name=contact&${"a=b&".repeat(3000)}`,
      "form-name=contact&name=\u0000&email=\u0000@x.nl&phone=\u0000&message=\u0000",
      `form-name=contact&name=Ada&email=a%40b.nl&phone=1234567&message=${"%F0%9F%98%80".repeat(999)}`,
    ];
    for (const body of bodies) {
      const response = await postEnquiry(`${baseUrl()}/`, body);
      expect(response.status, body.slice(0, 40)).toBeLessThan(500);
    }
    const badTarget = await fetch(`${baseUrl()}/%E0%A4%A`);
    expect(badTarget.status).toBe(404);
  });
});

describe("own servers", () => {
  let dataDir: string;
  const servers = siteServers();
  const stores: EnquiryStore[] = [];
  const open = async (folder: string, isMailing = false) => {
    const store = await openEnquiryStore(path.join(dataDir, folder), { isMailing });
    stores.push(store);
    return store;
  };
  const root = () => path.join(inject("buildDir"), "client");

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "receiver-test-"));
  });
  afterAll(async () => {
    await servers.close();
    await Promise.all(stores.map((store) => store.close()));
    await rm(dataDir, { recursive: true, force: true });
  });

  async function start(options: Omit<SiteServerOptions, "root">) {
    return (await servers.start({ root: root(), log: quietLog(), ...options })).baseUrl;
  }

  it("limits enquiries per client address and says when to retry; pages keep coming", async () => {
    const store = await open("rate");
    const url = await start({ store, rateLimitPerMinute: 2, trustedProxyHops: 1 });
    const from = (address: string) => ({ "Content-Type": form, "X-Forwarded-For": address });
    expect((await postEnquiry(`${url}/`, enquiryForm(), from("203.0.113.1"))).status).toBe(303);
    expect((await postEnquiry(`${url}/`, enquiryForm(), from("203.0.113.1"))).status).toBe(303);
    const refused = await postEnquiry(`${url}/`, enquiryForm(), from("6.6.6.6, 203.0.113.1"));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(50);
    expect(await refused.text()).toContain("Too many messages");
    // Another client (per the proxy's entry, not the spoofable left one) is not limited.
    expect(
      (await postEnquiry(`${url}/`, enquiryForm(), from("203.0.113.1, 203.0.113.2"))).status,
    ).toBe(303);
    expect((await fetch(`${url}/contact`)).status).toBe(200);
    expect(await store.list()).toHaveLength(3);
  });

  it("without a trusted proxy, limits by socket address whatever X-Forwarded-For says", async () => {
    const store = await open("socket");
    const url = await start({ store, rateLimitPerMinute: 1, trustedProxyHops: 0 });
    const headers = (address: string) => ({ "Content-Type": form, "X-Forwarded-For": address });
    expect((await postEnquiry(`${url}/`, enquiryForm(), headers("203.0.113.1"))).status).toBe(303);
    expect((await postEnquiry(`${url}/`, enquiryForm(), headers("203.0.113.2"))).status).toBe(429);
  });

  it("e-mails the owner through SMTP: fixed From, visitor as Reply-To, no header injection", async () => {
    const mail = await startMailServer();
    const { received } = mail;
    try {
      const store = await open("smtp", true);
      const config = {
        smtpUrl: mail.url,
        to: "office@example.nl",
        from: "website@example.nl",
      };
      const smtpClient = smtpSender(config);
      const notifier = startEnquiryNotifier({
        store,
        config,
        send: smtpClient.send,
        log: quietLog(),
      });
      const url = await start({ store, notifier });
      // A name with CR/LF is refused before it could reach a header.
      const forged = await postEnquiry(
        `${url}/`,
        enquiryForm({ name: "Eve\r\nBcc: victim@example.com", email: "eve@example.org" }),
      );
      expect(forged.status).toBe(400);
      const response = await postEnquiry(
        `${url}/`,
        enquiryForm({ name: "Eve Bcc: victim@example.com", email: "eve@example.org" }),
      );
      expect(response.status).toBe(303);
      await waitFor(() => received.length === 1);
      const [headers = ""] = (received[0] ?? "").split("\r\n\r\n");
      expect(headers).toMatch(/^From: website@example\.nl$/m);
      expect(headers).toMatch(/^To: office@example\.nl$/m);
      expect(headers).toMatch(/^Reply-To: eve@example\.org$/m);
      expect(headers).toMatch(/^Subject: Website enquiry from Eve Bcc: victim@example\.com$/m);
      expect(headers).not.toMatch(/^Bcc:/im);
      // The body is quoted-printable (UTF-8: the language line has a dash, a
      // visitor's text may have é): read it as the owner's mail program does.
      const body = quotedPrintable((received[0] ?? "").split("\r\n\r\n").slice(1).join("\r\n\r\n"));
      expect(body).toContain("Please tell me more about test automation.");
      expect(body).toContain("Language: English (en) — answer in English");
      await waitForAsync(async () => (await store.list())[0]?.mailStatus === "sent");
      await notifier.stop(1_000);
      smtpClient.close();
    } finally {
      await mail.close();
    }
  });

  it("a dead mail server neither loses nor delays the enquiry, and the failure is logged", async () => {
    const errors: string[] = [];
    const log = { ...quietLog(), error: (...parts: unknown[]) => errors.push(parts.join(" ")) };
    const store = await open("smtp-down", true);
    const config = {
      smtpUrl: "smtp://127.0.0.1:9",
      to: "office@example.nl",
      from: "website@example.nl",
    };
    const smtpClient = smtpSender(config);
    const notifier = startEnquiryNotifier({ store, config, send: smtpClient.send, log });
    const url = await start({ store, notifier });
    const started = performance.now();
    const response = await postEnquiry(
      `${url}/`,
      enquiryForm({ message: "Mail server is down today." }),
    );
    expect(response.status).toBe(303);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect((await store.list()).map((stored) => stored.message)).toEqual([
      "Mail server is down today.",
    ]);
    await waitFor(() => errors.length === 1);
    expect(errors[0]).toMatch(
      /E-mail for enquiry 1 failed \(attempt 1; it is stored, retrying in 20 s\)/,
    );
    expect((await store.list())[0]?.mailStatus).toBe("pending");
    await notifier.stop(1_000);
    smtpClient.close();
  });
});

describe("the server process", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "receiver-kill-"));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("loses no acknowledged enquiry when killed with SIGKILL in the middle of a burst", async () => {
    const { child, url } = await spawnServer(path.join(dataDir, "kill"));
    let acknowledged: number[] = [];
    let killed = false;
    const posts = Array.from({ length: 200 }, async (_, index) => {
      try {
        const response = await postEnquiry(
          `${url}/`,
          enquiryForm({ message: `Burst enquiry number ${index}` }),
        );
        if (response.status === 303) {
          acknowledged = [...acknowledged, index];
          if (acknowledged.length >= 60 && !killed) {
            killed = true;
            child.kill("SIGKILL");
          }
        }
      } catch {
        // cut off by the kill: never acknowledged
      }
    });
    await Promise.all(posts);
    await new Promise((resolve) =>
      child.exitCode !== null || child.signalCode ? resolve(null) : child.once("exit", resolve),
    );
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);

    const db = new DatabaseSync(databasePath(path.join(dataDir, "kill")));
    try {
      expect(db.prepare("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
      const stored = new Set(
        db
          .prepare("SELECT message FROM enquiries")
          .all()
          .map((row) => String(row.message)),
      );
      const lost = acknowledged.filter((index) => !stored.has(`Burst enquiry number ${index}`));
      expect(lost).toEqual([]);
    } finally {
      db.close();
    }
  });

  it("on SIGTERM finishes the request in flight, then exits cleanly", async () => {
    const { child, url } = await spawnServer(path.join(dataDir, "term"));
    const body = new TextEncoder().encode(enquiryForm({ message: "Sent while the server stops." }));
    const stream = new ReadableStream({
      async start(controller) {
        controller.enqueue(body.slice(0, 20));
        await new Promise((resolve) => setTimeout(resolve, 300));
        controller.enqueue(body.slice(20));
        controller.close();
      },
    });
    const inFlight = fetch(`${url}/`, {
      method: "POST",
      headers: { "Content-Type": form },
      body: stream,
      duplex: "half",
      redirect: "manual",
    } as RequestInit);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    expect((await inFlight).status).toBe(303);
    expect(await exited).toBe(0);
    const store = await openEnquiryStore(path.join(dataDir, "term"));
    expect((await store.list()).map((stored) => stored.message)).toEqual([
      "Sent while the server stops.",
    ]);
    await store.close();
  });
  it("npm run enquiries prints the store as a table, as JSON only, and as CSV", async () => {
    const store = await openEnquiryStore(path.join(dataDir, "cli"));
    await store.add({
      name: "Ada Lovelace",
      email: "ada@example.nl",
      phone: "+31 40 123 4567",
      message: '=1+1, and a "quote"',
    });
    await store.add(
      {
        name: "Grace",
        email: "g@example.nl",
        phone: "0612345678",
        message: "Second",
      },
      new Date(),
      "nl",
    );
    await store.close();
    const cli = (args: string[], folder = "cli") =>
      promisify(execFile)(process.execPath, ["server/enquiries/cli.ts", ...args], {
        env: { ...process.env, DATA_DIR: path.join(dataDir, folder) },
      });
    const json = JSON.parse((await cli(["--json"])).stdout) as Record<string, unknown>[];
    const keys = [
      "id",
      "receivedAt",
      "language",
      "name",
      "email",
      "phone",
      "message",
      "mailStatus",
      // Set when someone marks it handled in the back office.
      "handledAt",
    ];
    expect(json.map((row) => Object.keys(row))).toEqual([keys, keys]);
    expect(json.map((row) => [row.name, row.language])).toEqual([
      ["Grace", "nl"],
      ["Ada Lovelace", "en"],
    ]);
    const csv = (await cli(["--csv"])).stdout.split("\r\n");
    expect(csv[0]).toBe(
      '"id","receivedAt","language","name","email","phone","message","mailStatus"',
    );
    expect(csv[1]).toMatch(/^"\d+","[^"]+","nl","Grace",/);
    expect(csv[2]).toMatch(/^"\d+","[^"]+","en","Ada Lovelace",/);
    expect(csv[2]).toMatch(/"'\+31 40 123 4567","'=1\+1, and a ""quote""","off"$/);
    const table = (await cli([])).stdout;
    expect(table).toMatch(/^ID\s+Received \(UTC\)\s+E-mailed\s+Lang\s+Name/);
    const rows = table.split("\n");
    expect(rows[2]).toMatch(/^\d+\s+\S+ \S+\s+-\s+nl\s+Grace/);
    expect(rows[3]).toMatch(/^\d+\s+\S+ \S+\s+-\s+en\s+Ada Lovelace/);
    expect(table).toContain("2 enquiries, newest first.");
    // No store yet: an empty array, and no database created by reading.
    const empty = await cli(["--json"], "none");
    expect(JSON.parse(empty.stdout)).toEqual([]);
    expect(existsSync(path.join(dataDir, "none"))).toBe(false);
  });
});

/** A quoted-printable body as text: soft line breaks joined, =XX bytes decoded as UTF-8. */
function quotedPrintable(encoded: string): string {
  const joined = encoded.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === "=" && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? ""));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

async function spawnServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      BUILD_DIR: inject("buildDir"),
      DATA_DIR: dataDir,
      ENQUIRY_RATE_LIMIT: "0",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Site on (http:\/\/[^\s]+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  child.stdout?.resume();
  return { child, url };
}

function quietLog() {
  return { info() {}, warn() {}, error() {} };
}

async function waitForAsync(condition: () => Promise<boolean>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("Timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function waitFor(condition: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("Timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
