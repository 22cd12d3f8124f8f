import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { format } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EnquiryStore } from "#server/enquiries/enquiry-store.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { type Language, languages } from "#src/i18n/languages.ts";
import { formContentType } from "#tests/support/enquiry-poster.ts";
import {
  enrolmentForm,
  testCatalogue,
  testCourseKey,
  testRun,
  writeTestBuild,
} from "#tests/support/run-catalogue.ts";
import { siteServers } from "#tests/support/site-server.ts";

/**
 * Posts made to hurt, through the whole server in-process. A visitor's text
 * that names what every JavaScript object inherits ("__proto__",
 * "constructor", "toString", ...) where the server looks a key up: the
 * course, the run, the language, the kind of buyer, the form's name. Each is
 * refused as any unknown value is, with the form's own message in its
 * language: never a 500, nothing stored, no error logged. And a line break in
 * a one-line field, which could forge a line of the owner's mail: refused with
 * its own message.
 */
const inherited = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"];
const run = testRun({ inDays: 30, capacity: 10 });

let work: string;
let client: string;
const sites = siteServers();
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "inherited-keys-"));
  client = await writeTestBuild(work, testCatalogue([run]));
});
afterAll(async () => {
  await sites.close();
  await rm(work, { recursive: true, force: true });
});

/** A server whose store records what it is given, and whose log keeps its errors. */
async function serve() {
  const stored: unknown[] = [];
  const errors: string[] = [];
  const store = {
    add: async (...args: unknown[]) => {
      stored.push(args);
      return stored.length;
    },
    addEnrolment: async (...args: unknown[]) => {
      stored.push(args);
      return { id: stored.length, place: "placed" };
    },
    probe: async () => {},
    fault: () => undefined,
  } as unknown as EnquiryStore;
  const log = {
    info() {},
    warn() {},
    error: (...parts: unknown[]) => errors.push(format(...parts)),
  };
  const { baseUrl } = await sites.start({ root: client, cspManifest: {}, store, log });
  const post = async (body: string) => {
    const response = await fetch(`${baseUrl}/`, {
      method: "POST",
      headers: { "Content-Type": formContentType },
      body,
      redirect: "manual",
    });
    return { status: response.status, html: await response.text() };
  };
  return { post, stored, errors };
}

/** The refusal page's listed problems. */
const problems = (html: string) =>
  [...html.matchAll(/<li>([^<]*)<\/li>/g)].map((match) => match[1]);

describe.each(languages)("an enrolment in %s naming an inherited key", (language: Language) => {
  const words = dictionaries[language];

  it.each(inherited)("as its course (%j) is refused: choose a course", async (key) => {
    const { post, stored, errors } = await serve();
    for (const choice of [`${key}|none`, `${key}|${run.key}`, `${key}|in-company`]) {
      const body = new URLSearchParams(enrolmentForm(run.key, {}, language));
      body.set("choice", choice);
      const page = await post(body.toString());
      expect(page.status, choice).toBe(400);
      expect(page.html).toContain(`<html lang="${language}">`);
      expect(page.html).toContain(`<title>${words.responses.invalid.enrolment.title}</title>`);
      expect(problems(page.html)).toEqual([words.form.enrolment.messages.choiceRequired]);
    }
    expect(stored).toEqual([]);
    expect(errors).toEqual([]);
  });

  it.each(inherited)(
    "as its run (%j) is refused as any run the page did not offer",
    async (key) => {
      const { post, stored, errors } = await serve();
      const page = await post(enrolmentForm(key, {}, language));
      expect(page.status).toBe(400);
      expect(page.html).toContain(`<title>${words.runs.closed.unknown.title}</title>`);
      expect(stored).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  it.each(inherited)("as the kind of buyer (%j) is refused: say who pays", async (key) => {
    const { post, stored, errors } = await serve();
    const page = await post(enrolmentForm(run.key, { buyer: key }, language));
    expect(page.status).toBe(400);
    expect(problems(page.html)).toEqual([words.form.enrolment.messages.buyerRequired]);
    expect(stored).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe("other fields naming an inherited key", () => {
  it.each(inherited)(
    "a language (%j) is any unknown language: the form's first, English",
    async (key) => {
      const { post, stored, errors } = await serve();
      const body = new URLSearchParams(enrolmentForm(run.key));
      body.set("language", key);
      body.set("choice", `${key}|none`);
      const page = await post(body.toString());
      expect(page.status).toBe(400);
      expect(page.html).toContain('<html lang="en">');
      expect(problems(page.html)).toEqual([dictionaries.en.form.enrolment.messages.choiceRequired]);
      body.set("choice", `${testCourseKey}|${run.key}`);
      expect((await post(body.toString())).status).toBe(303);
      expect(stored).toHaveLength(1);
      expect(errors).toEqual([]);
    },
  );

  it.each(inherited)("a form name (%j) is an unknown form", async (key) => {
    const { post, stored, errors } = await serve();
    const body = new URLSearchParams(enrolmentForm(run.key));
    body.set("form-name", key);
    expect((await post(body.toString())).status).toBe(404);
    expect(stored).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe.each(languages)("a line break in a one-line field, in %s", (language: Language) => {
  const { messages } = dictionaries[language].form;
  const { messages: enrolling } = dictionaries[language].form.enrolment;

  it("is refused with its own message, for each field of the enrolment form", async () => {
    const { post, stored, errors } = await serve();
    const page = await post(
      enrolmentForm(
        run.key,
        {
          name: "Eve\r\nBcc: victim@example.com",
          email: "eve@example.org\nBcc: victim@example.com",
          phone: "040 123\u20284567",
          company: "Example B.V.\nBcc: victim@example.com",
          po: "PO-1\u0085Bcc: victim@example.com",
          // Several lines are an invoice address's own.
          invoice: "Example B.V.\r\nPostbus 1\r\n5500 AA Veldhoven",
        },
        language,
      ),
    );
    expect(page.status).toBe(400);
    expect(page.html).toContain(`<html lang="${language}">`);
    expect(problems(page.html)).toEqual([
      messages.nameHiddenCharacters,
      messages.emailInvalid,
      messages.phoneInvalid,
      enrolling.companyOneLine,
      enrolling.poOneLine,
    ]);
    expect(stored).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("is refused in the contact form; the message keeps its lines", async () => {
    const { post, stored } = await serve();
    const contact = (name: string) =>
      new URLSearchParams({
        "form-name": "contact",
        language,
        name,
        email: "eve@example.org",
        phone: "+31 40 123 4567",
        message: "Line one\r\nBcc: line two, which is the message's own",
        "bot-field": "",
      }).toString();
    const page = await post(contact("Eve\u2029Bcc: victim@example.com"));
    expect(page.status).toBe(400);
    expect(problems(page.html)).toEqual([messages.nameHiddenCharacters]);
    expect(stored).toEqual([]);
    expect((await post(contact("Eve"))).status).toBe(303);
    expect(stored).toHaveLength(1);
  });
});
