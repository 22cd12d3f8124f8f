import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parse } from "yaml";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { languages } from "#src/i18n/languages.ts";

/**
 * On the Netlify build (NETLIFY=true) no server can confirm, invoice or offer
 * the withdrawal function, so the enrolment form sends every choice as a
 * request without obligation (issue 44): the form as prerendered, which is
 * what a browser without JavaScript shows and what Netlify Forms learns its
 * fields from, in both languages, against the same form on our own server;
 * and the thank-you page Netlify shows after the post. The templates' `load`
 * runs at build time, so each case loads them afresh under its NETLIFY.
 */
afterEach(() => {
  delete process.env.NETLIFY;
  vi.resetModules();
});

async function prerendered(netlify: string | undefined, lang: (typeof languages)[number]) {
  if (netlify) process.env.NETLIFY = netlify;
  else delete process.env.NETLIFY;
  vi.resetModules();
  const { pageWithPath } = await import("#src/routing/site-map.server.ts");
  const { contactPaths } = await import("#src/routing/fixed-paths.ts");
  const contact = await import("#src/templates/contact-page.tsx");
  const thanks = await import("#src/templates/contact-thanks-page.tsx");
  const { EnrolmentForm } = await import("#src/islands/enrolment-form.tsx");
  const page = pageWithPath(contactPaths[lang].form);
  const thanksPage = pageWithPath(contactPaths[lang].enrolled);
  if (!page || !thanksPage) throw new Error(`no contact pages in ${lang}`);
  const props = contact.load(page).enrolment;
  return {
    html: renderToStaticMarkup(<EnrolmentForm {...props} />),
    thanks: thanks.loadEnrolmentThanks(thanksPage),
  };
}

const thanksFile = parse(readFileSync("content/pages/enrolment-thanks.yml", "utf8")) as Record<
  string,
  { title: string; next: { text: string }; requestOnly: { title: string; next: { text: string } } }
>;

describe.each(languages)("the enrolment form on the Netlify build (%s)", (lang) => {
  const words = dictionaries[lang].form.enrolment;
  const requestOnly = dictionaries[lang].enrolmentRequestOnly;

  it("offers only the request without obligation, without the order's words or the express request", async () => {
    const { html } = await prerendered("true", lang);
    const buttons = html.match(/<button[^>]*>[^<]*<\/button>/g) ?? [];
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toMatch(/value="request"/);
    expect(buttons[0]).toMatch(/name="intent"/);
    expect(buttons[0]).toContain(words.request.idle);
    expect(html).not.toContain('value="order"');
    expect(html).not.toContain(words.submit.idle);
    expect(html).not.toContain(words.request.whichButton);
    expect(html).not.toContain('name="express"');
    expect(html).toContain(requestOnly.intro);
    expect(html).not.toContain(words.intro);
  });

  it("keeps every field of our own server's form but the express request, for Netlify Forms to learn", async () => {
    const fieldsOf = (html: string) =>
      new Set([...html.matchAll(/ name="([^"]+)"/g)].map((match) => match[1]));
    const netlify = fieldsOf((await prerendered("true", lang)).html);
    const own = fieldsOf((await prerendered(undefined, lang)).html);
    expect(own.has("express")).toBe(true);
    expect([...own].filter((name) => name !== "express" && !netlify.has(name))).toEqual([]);
    expect([...netlify].filter((name) => !own.has(name))).toEqual([]);
    for (const field of ["form-name", "choice", "participantName", "street", "terms", "intent"]) {
      expect(netlify.has(field), field).toBe(true);
    }
  });

  it("lands on a thank-you page that says nothing is ordered yet", async () => {
    const { thanks } = await prerendered("true", lang);
    const file = thanksFile[lang];
    expect(thanks.hero.title).toBe(file?.requestOnly.title);
    expect(thanks.next.text).toBe(file?.requestOnly.next.text.trim());
  });

  it("on our own server still offers the order with obligation to pay and the express request", async () => {
    const { html, thanks } = await prerendered(undefined, lang);
    expect(html.match(/<button[^>]*>[^<]*<\/button>/g)).toHaveLength(2);
    expect(html).toContain('value="order"');
    expect(html).toContain(words.submit.idle);
    expect(html).toContain('name="express"');
    expect(html).toContain(words.intro);
    expect(html).not.toContain(requestOnly.intro);
    expect(thanks.hero.title).toBe(thanksFile[lang]?.title);
  });
});
