import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import {
  arrivalOf,
  campaignOf,
  cutValue,
  deviceClass,
  hasPrivacySignal,
  isBotRequest,
  isPageNavigation,
  isSpeculative,
  maxValueLength,
  ownPageOf,
} from "#server/traffic/visit-values.ts";

const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const ipad =
  "Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const androidTablet =
  "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const androidPhone =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";

function request(headers: Record<string, string>): IncomingMessage {
  return { headers } as unknown as IncomingMessage;
}

describe("cutValue", () => {
  it("keeps at most 100 characters of a huge value, whole characters", () => {
    expect(cutValue("x".repeat(100_000))).toBe("x".repeat(maxValueLength));
    const emoji = "😀".repeat(150);
    expect(Array.from(cutValue(emoji))).toHaveLength(maxValueLength);
    expect(cutValue(emoji).isWellFormed()).toBe(true);
  });

  it("turns binary, control and bidi characters into U+FFFD, and keeps script as text", () => {
    expect(cutValue("a\u0000b\u001b[31mc\u007f")).toBe("a\uFFFDb\uFFFD[31mc\uFFFD");
    expect(cutValue("evil\u202Egnp.exe")).toBe("evil\uFFFDgnp.exe");
    expect(cutValue("\uD800lone")).toBe("\uFFFDlone");
    expect(cutValue("<script>alert(1)</script>")).toBe("<script>alert(1)</script>");
    expect(cutValue("  spaced  ")).toBe("spaced");
  });
});

describe("who is counted", () => {
  it("a browser is; a user agent on the bot list, or none at all, is not", () => {
    expect(isBotRequest(request({ "user-agent": chrome }))).toBe(false);
    for (const bot of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "curl/8.5.0",
      "python-requests/2.32",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36",
    ]) {
      expect(isBotRequest(request({ "user-agent": bot })), bot).toBe(true);
    }
    expect(isBotRequest(request({}))).toBe(true);
    expect(isBotRequest(request({ "user-agent": "  " }))).toBe(true);
  });

  it("a prerender or prefetch is speculative; a navigation is not", () => {
    expect(isSpeculative(request({ "sec-purpose": "prefetch;prerender" }))).toBe(true);
    expect(isSpeculative(request({ "sec-purpose": "prefetch" }))).toBe(true);
    expect(isSpeculative(request({ purpose: "prefetch" }))).toBe(true);
    expect(isSpeculative(request({}))).toBe(false);
  });

  it("a page opened is a navigation; a script's fetch of it is not", () => {
    expect(
      isPageNavigation(request({ "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" })),
    ).toBe(true);
    expect(isPageNavigation(request({}))).toBe(true);
    expect(isPageNavigation(request({ "sec-fetch-mode": "cors", "sec-fetch-dest": "empty" }))).toBe(
      false,
    );
    expect(
      isPageNavigation(request({ "sec-fetch-mode": "navigate", "sec-fetch-dest": "iframe" })),
    ).toBe(false);
  });

  it("Sec-GPC: 1 is the privacy signal", () => {
    expect(hasPrivacySignal(request({ "sec-gpc": "1" }))).toBe(true);
    expect(hasPrivacySignal(request({ "sec-gpc": "0" }))).toBe(false);
    expect(hasPrivacySignal(request({}))).toBe(false);
  });
});

describe("what is kept of a view", () => {
  it("the kind of device", () => {
    expect(deviceClass(chrome)).toBe("desktop");
    expect(deviceClass(iphone)).toBe("phone");
    expect(deviceClass(androidPhone)).toBe("phone");
    expect(deviceClass(ipad)).toBe("tablet");
    expect(deviceClass(androidTablet)).toBe("tablet");
  });

  it("an entry from another site keeps its host name only; one from our own pages is no entry", () => {
    const from = (referer: string | undefined) =>
      arrivalOf(request({ host: "localhost:3000", ...(referer ? { referer } : {}) }), [
        "www.example.nl",
      ]);
    expect(from("https://www.Google.com/search?q=ada+lovelace")).toEqual({
      isEntry: true,
      referrerHost: "www.google.com",
    });
    expect(from(undefined)).toEqual({ isEntry: true });
    expect(from("not a url")).toEqual({ isEntry: true });
    expect(from("android-app://com.google.android.gm/")).toEqual({ isEntry: true });
    expect(from("http://localhost:3000/about")).toEqual({ isEntry: false });
    expect(from("https://www.example.nl/training")).toEqual({ isEntry: false });
    expect(from(`https://${"a".repeat(60)}.${"b".repeat(60)}.example/`)).toMatchObject({
      referrerHost: expect.stringMatching(/^a+\.b+$/),
    });
  });

  it("the page an enquiry was sent from: our own Referer's path, without its query", () => {
    const page = (referer: string) => ownPageOf(request({ host: "localhost:3000", referer }), []);
    expect(page("http://localhost:3000/contact?course=testing/istqb-foundation")).toBe("/contact");
    expect(page("http://localhost:3000/nl/contact")).toBe("/nl/contact");
    expect(page("https://elsewhere.example/contact")).toBeUndefined();
  });

  it("campaign tags, cut; empty ones left out", () => {
    expect(
      campaignOf(
        `?utm_source=newsletter&utm_medium=&utm_campaign=${encodeURIComponent(`<b>${"z".repeat(300)}`)}`,
      ),
    ).toEqual({ utm_source: "newsletter", utm_campaign: `<b>${"z".repeat(97)}` });
    expect(campaignOf("")).toEqual({});
  });
});
