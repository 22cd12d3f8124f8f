import { describe, expect, it } from "vitest";
import { findJsonLd, findTags } from "#scripts/html-tags.ts";

describe("findTags", () => {
  const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>A &amp; B</title>
<script type="module">const x = "<a href='/inside-a-script'>";</script>
<script type="application/ld+json">{"@type":"Thing","name":"a &amp; b"}</script>
</head><body><a href="/x?a=1&amp;b=2" title='say "hi"' data-flag>One</a>
<noscript><a href="/without-javascript">Two</a></noscript>
<template><img src="/in-a-template.png"></template>
<svg viewBox="0 0 1 1"><linearGradient id="g"></linearGradient></svg></body></html>`;

  it("reads attributes as the browser does: entities decoded, names in lower case", () => {
    const [link] = findTags(html, ["a"]);
    expect(link?.attributes).toEqual({ href: "/x?a=1&b=2", title: 'say "hi"', "data-flag": "" });
    expect(findTags(html, ["svg"])[0]?.attributes).toEqual({ viewbox: "0 0 1 1" });
    expect(findTags(html, ["lineargradient"])).toHaveLength(1);
  });

  it("never reads a script's body as markup, and gives it as the browser runs it", () => {
    const hrefs = findTags(html).flatMap((tag) => tag.attributes.href ?? []);
    expect(hrefs).not.toContain("/inside-a-script");
    expect(findTags(html, ["script"])[0]?.text).toBe(`const x = "<a href='/inside-a-script'>";`);
  });

  it("reads what a browser without JavaScript shows, and a template's content", () => {
    expect(findTags(html, ["a"]).map((tag) => tag.attributes.href)).toEqual([
      "/x?a=1&b=2",
      "/without-javascript",
    ]);
    expect(findTags(html, ["img"]).map((tag) => tag.attributes.src)).toEqual([
      "/in-a-template.png",
    ]);
  });

  it("gives an element's text, and where it stands in the source", () => {
    const [title] = findTags(html, ["title"]);
    expect(title?.text).toBe("A & B");
    const location = title?.location;
    expect(location && html.slice(location.start, location.end)).toBe("<title>A &amp; B</title>");
    expect(location && html.slice(location.start, location.startTagEnd)).toBe("<title>");
    // An element the parser implies has no place in the source.
    expect(findTags("<p>text</p>", ["html"])[0]?.location).toBeUndefined();
  });
});

describe("findJsonLd", () => {
  it("parses each JSON-LD block as written (a script's body has no entities)", () => {
    expect(findJsonLd('<script type="application/ld+json">{"name":"a &amp; b"}</script>')).toEqual([
      { name: "a &amp; b" },
    ]);
  });
});
