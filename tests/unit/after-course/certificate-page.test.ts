import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CertificateView } from "#server/after-course/certificate-types.ts";
import { createCertificatePages } from "#server/site-routes/certificate-route.tsx";
import type { SiteRequest } from "#server/site-routes/site-request.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { certificatePaths } from "#src/routing/fixed-paths.ts";

/**
 * The public page that confirms a certificate, as an employer sees it: the
 * name, the course and its dates, nothing else, in the language of the
 * address; an unknown, changed or revoked code is a plain 404 in that
 * language. No script, the strict policy, never indexed, never cached.
 */
const code = "q3xW9aZ0bC1dE2fG3hI4jK5l";
const ada: CertificateView = {
  name: "Ada Lovelace",
  courseTitle: "Docker in practice",
  firstDay: "2027-03-01",
  lastDay: "2027-03-03",
  language: "en",
  attendance: "present",
};
const partlyCode = "p4rtLyW9aZ0bC1dE2fG3hI4j";
let asked: string[] = [];
const pages = createCertificatePages({
  certificates: {
    certificateByCode: async (candidate) => {
      asked.push(candidate);
      if (candidate === partlyCode) return { ...ada, attendance: "partly" };
      return candidate === code ? ada : null;
    },
  },
  identity: () => ({ legalName: "Veldhoven IT Consultancy B.V." }),
});

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://x").pathname;
    const site = { request, response, pathname, search: "", build: undefined, isAdmin: false };
    if (!pages.isCertificatePath(site as SiteRequest)) {
      response.writeHead(418).end();
      return;
    }
    void pages.show(site as SiteRequest);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = (path: string) => fetch(`${base}${path}`);
const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("a certificate's page", () => {
  it("confirms a valid code: name, course, dates, who issued it; nothing else", async () => {
    const response = await get(`${certificatePaths.en}/${code}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = textOf(html);
    expect(text).toContain("Certificate of participation");
    expect(text).toContain("Ada Lovelace");
    expect(text).toContain("Docker in practice");
    expect(text).toMatch(/1\s?–\s?3 March 2027/);
    expect(text).toContain("Veldhoven IT Consultancy B.V. issued this certificate");
    expect(html).not.toContain("<script");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const csp = response.headers.get("content-security-policy") ?? "";
    // The site's strict policy: no inline script at all, the one style by its hash.
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
  });

  it("says whether it is for the whole course or part of it, in the page's language", async () => {
    for (const language of ["en", "nl"] as const) {
      const page = dictionaries[language].certificate.page;
      const whole = textOf(await (await get(`${certificatePaths[language]}/${code}`)).text());
      expect(whole).toContain(`${page.labels.attendance} ${page.attendance.whole}`);
      const partly = textOf(
        await (await get(`${certificatePaths[language]}/${partlyCode}`)).text(),
      );
      expect(partly).toContain(`${page.labels.attendance} ${page.attendance.partly}`);
      expect(partly).not.toContain(page.attendance.whole);
    }
  });

  it("in Dutch under /nl/certificaten", async () => {
    const response = await get(`${certificatePaths.nl}/${code}`);
    const html = await response.text();
    expect(html).toContain('<html lang="nl">');
    expect(textOf(html)).toContain("Bewijs van deelname");
    expect(textOf(html)).toMatch(/1\s?–\s?3 maart 2027/);
  });

  it("a changed code, an unknown one or one of another shape is a plain 404 in the page's language", async () => {
    const changed = `${code.slice(0, -1)}m`;
    const english = await get(`${certificatePaths.en}/${changed}`);
    expect(english.status).toBe(404);
    const englishText = textOf(await english.text());
    expect(englishText).toContain("Certificate not found");
    expect(englishText).not.toContain("Ada");
    const dutch = await get(`${certificatePaths.nl}/${changed}`);
    expect(dutch.status).toBe(404);
    expect(textOf(await dutch.text())).toContain("Bewijs van deelname niet gevonden");
    asked = [];
    expect((await get(`${certificatePaths.en}/..%2F..%2Fetc`)).status).toBe(404);
    expect((await get(`${certificatePaths.en}/short`)).status).toBe(404);
    expect(asked).toEqual([]);
  });
});
