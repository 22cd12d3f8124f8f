import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { type Language, languages } from "#src/i18n/languages.ts";
import { contactPaths } from "#src/routing/fixed-paths.ts";
import type { EnrolmentCatalogue } from "#src/training/enrolment-catalogue.server.ts";
import type { EnquiryStore } from "#server/enquiries/enquiry-store.ts";
import { StoreError } from "#server/store/store.ts";
import { createSiteServer, type SiteServer } from "#server/site-server.ts";
import { centsFromEuros } from "#src/money/money.ts";

/**
 * The receiver's refusal pages through the whole server, in each language:
 * they speak the language of the form (or of the address posted to), and
 * lead back to the form that was sent, an enrolment to the enrolment form
 * with its course and run still chosen.
 */
const quiet = { info() {}, warn() {}, error() {} };
const course = "testing/istqb-foundation";
const catalogue: EnrolmentCatalogue = {
  builtOn: "2026-11-25",
  vat: { basis: "exclusive", rate: 21 },
  courses: [
    {
      key: course,
      title: { en: "ISTQB Foundation Level", nl: "ISTQB Foundation Level" },
      path: { en: "/training/testing/istqb-foundation", nl: "/nl/trainingen/testen/istqb" },
      feeCents: centsFromEuros(1499),
      feeText: { en: "€1,499 excl. VAT", nl: "€ 1.499 excl. btw" },
      runs: [],
    },
  ],
  terms: {
    version: "2026-11-24",
    text: { en: "Terms", nl: "Voorwaarden" },
    withdrawalForm: { en: "Form", nl: "Formulier" },
  },
};

let work: string;
let root: string;
const sites: SiteServer[] = [];
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "refusals-"));
  root = path.join(work, "build", "client");
  await mkdir(root, { recursive: true });
  await writeFile(path.join(root, "index.html"), "<!DOCTYPE html><title>Home</title>");
  await writeFile(path.join(root, "404.html"), "<!DOCTYPE html><title>Not found</title>");
  await writeFile(path.join(work, "build", "enrolment-catalogue.json"), JSON.stringify(catalogue));
});
afterAll(async () => {
  await Promise.all(sites.map((site) => site.close(100)));
  await rm(work, { recursive: true, force: true });
});

function store(failure?: Error): EnquiryStore {
  return {
    add: async () => {
      if (failure) throw failure;
      return 1;
    },
    probe: async () => {},
    fault: () => undefined,
  } as unknown as EnquiryStore;
}

async function serve(failure?: Error) {
  const site = createSiteServer({ root, log: quiet, cspManifest: {}, store: store(failure) });
  sites.push(site);
  await new Promise<void>((resolve) => site.server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
}

async function post(url: string, fields: Record<string, string>) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  return { status: response.status, html: await response.text() };
}

/** Every link of a page, resolved, with its text. */
function links(html: string) {
  return [...html.matchAll(/<a href="([^"]*)">([^<]*)<\/a>/g)].map(([, href = "", text]) => ({
    url: new URL(href.replaceAll("&amp;", "&"), "http://site"),
    text,
  }));
}

function enrolment(language: Language, change: Record<string, string> = {}) {
  return {
    "form-name": "enrolment",
    language,
    choice: `${course}|none`,
    name: "Ada Lovelace",
    email: "ada@example.nl",
    phone: "+31 40 123 4567",
    buyer: "business",
    company: "Analytical Engines B.V.",
    invoice: "invoices@example.nl",
    participants: "1",
    terms: "accepted",
    ...change,
  };
}

describe.each(languages)("refusals in %s", (language) => {
  const form = contactPaths[language].form;
  const words = dictionaries[language].responses;

  it("an unknown form name gets a page that names and links both forms", async () => {
    const url = await serve();
    const page = await post(`${url}${contactPaths[language].thanks}`, {
      "form-name": "newsletter",
      language,
    });
    expect(page.status).toBe(404);
    expect(page.html).toContain(`<html lang="${language}">`);
    const targets = links(page.html).map(({ url }) => `${url.pathname}${url.hash}`);
    expect(targets).toEqual(expect.arrayContaining([`${form}#contact-form`, `${form}#enrol`]));
  });

  it("an invalid enrolment is the enrolment's page, and leads back to the enrolment form with its choice", async () => {
    const url = await serve();
    const page = await post(`${url}/`, enrolment(language, { name: "A" }));
    expect(page.status).toBe(400);
    expect(page.html).toContain(`<html lang="${language}">`);
    expect(page.html).toContain(`<title>${words.invalid.enrolment.title}</title>`);
    expect(words.invalid.enrolment.title).not.toBe(words.invalid.contact.title);
    expect(page.html).toContain(`<li>${dictionaries[language].form.messages.nameTooShort}</li>`);
    const back = links(page.html);
    expect(back.map(({ url }) => url.hash)).toEqual(["#enrol"]);
    expect(back[0]?.url.pathname).toBe(form);
    expect(back[0]?.url.searchParams.get("course")).toBe(course);
    expect(back[0]?.url.searchParams.get("run")).toBe("none");
  });

  it("an enrolment the store cannot take says so, and leads back to the enrolment form", async () => {
    const url = await serve(new StoreError("database or disk is full", "ERR_SQLITE_ERROR"));
    const page = await post(`${url}/`, enrolment(language, { choice: `${course}|in-company` }));
    expect(page.status).toBe(503);
    expect(page.html).toContain(`<html lang="${language}">`);
    expect(page.html).toContain(`<title>${words.notStored.enrolment.title}</title>`);
    expect(words.notStored.enrolment.title).not.toBe(words.notStored.contact.title);
    const back = links(page.html);
    expect(back.map(({ url }) => `${url.pathname}${url.hash}`)).toEqual([`${form}#enrol`]);
    expect(back[0]?.url.searchParams.get("run")).toBe("in-company");
  });

  it("an invalid enquiry still leads back to the contact form", async () => {
    const url = await serve();
    const page = await post(`${url}/`, {
      "form-name": "contact",
      language,
      name: "A",
      email: "ada@example.nl",
      phone: "+31 40 123 4567",
      message: "Please tell me more.",
    });
    expect(page.status).toBe(400);
    expect(page.html).toContain(`<title>${words.invalid.contact.title}</title>`);
    expect(links(page.html).map(({ url }) => `${url.pathname}${url.hash}`)).toEqual([
      `${form}#contact-form`,
    ]);
  });
});
