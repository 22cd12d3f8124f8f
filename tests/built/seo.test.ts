import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { type BuiltPage, builtPages } from "#scripts/built-pages.ts";
import { findJsonLd, findTags, type HtmlTag } from "#scripts/html-tags.ts";
import { navigation } from "#src/components/layout/navigation.server.ts";
import { languageOfPath } from "#src/i18n/languages.ts";

// Findability, read from the built files: every prerendered page, not a sample.
const client = path.join(inject("buildDir"), "client");
const pages = builtPages();
const listed = pages.filter((page) => page.isListed);

interface PageHead {
  page: BuiltPage;
  html: string;
  tags: HtmlTag[];
  meta: (key: string) => string | undefined;
  link: (rel: string) => HtmlTag[];
  title: string | undefined;
}

async function readHead(page: BuiltPage): Promise<PageHead> {
  const html = await readFile(path.join(client, page.file), "utf8");
  const head = html.slice(0, html.indexOf("</head>"));
  const tags = findTags(head);
  return {
    page,
    html,
    tags,
    meta: (key) =>
      tags.find(
        (tag) =>
          tag.name === "meta" && (tag.attributes.name === key || tag.attributes.property === key),
      )?.attributes.content,
    link: (rel) => tags.filter((tag) => tag.name === "link" && tag.attributes.rel === rel),
    title: tags.find((tag) => tag.name === "title")?.text,
  };
}

const heads = await Promise.all(pages.map(readHead));
const home = heads.find((head) => head.page.path === "/") as PageHead;
const origin = new URL(home.link("canonical")[0]?.attributes.href ?? "http://missing.invalid")
  .origin;

async function pngSize(file: string) {
  const bytes = await readFile(file);
  expect(bytes.subarray(1, 4).toString("ascii"), `${file} is a PNG`).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("sitemap and robots", () => {
  it("lists every listed page once, absolute, and nothing else", async () => {
    const sitemap = await readFile(path.join(client, "sitemap.xml"), "utf8");
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, location]) => location);
    expect(locations.sort()).toEqual(listed.map((page) => `${origin}${page.path}`).sort());
    expect(sitemap).not.toContain("/contact/thanks");
    expect(sitemap).not.toContain("404");
  });

  it("robots.txt points to the sitemap", async () => {
    const robots = await readFile(path.join(client, "robots.txt"), "utf8");
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots).not.toMatch(/^Disallow:\s*\/\s*$/m);
  });
});

describe("every page's head", () => {
  it("uses an absolute http(s) origin for canonical links", () => {
    expect(origin).toMatch(/^https?:\/\/[^/]+$/);
  });

  it.each(heads.map((head) => [head.page.path, head] as const))("%s", async (pagePath, head) => {
    expect(head.title, "title").toMatch(/\S{3,}/);
    expect(head.meta("description")?.length ?? 0, "description length").toBeGreaterThanOrEqual(50);
    expect(head.meta("description")?.length ?? 0, "description length").toBeLessThanOrEqual(200);
    const canonical = head.link("canonical");
    if (head.page.isListed) {
      expect(
        canonical.map((tag) => tag.attributes.href),
        "canonical",
      ).toEqual([`${origin}${pagePath}`]);
      expect(head.meta("og:url"), "og:url").toBe(`${origin}${pagePath}`);
      expect(head.meta("robots") ?? "", "robots").not.toMatch(/noindex/);
    } else {
      expect(canonical, "no canonical on a noindex page").toEqual([]);
      expect(head.meta("robots"), "robots").toMatch(/noindex/);
    }
    for (const key of [
      "og:title",
      "og:description",
      "og:type",
      "og:site_name",
      "og:image:alt",
      "twitter:title",
      "twitter:description",
    ]) {
      expect(head.meta(key), key).toMatch(/\S/);
    }
    expect(head.meta("twitter:card")).toBe("summary_large_image");
    const image = head.meta("og:image") ?? "";
    expect(image.startsWith(`${origin}/`), `og:image ${image} on our origin`).toBe(true);
    expect(head.meta("twitter:image")).toBe(image);
    expect(await pngSize(path.join(client, new URL(image).pathname))).toEqual({
      width: 1200,
      height: 630,
    });
    expect([head.meta("og:image:width"), head.meta("og:image:height")]).toEqual(["1200", "630"]);

    expect(head.meta("theme-color"), "theme-color").toMatch(/^#[0-9a-f]{6}$/i);
    const icons = head.link("icon").map((tag) => tag.attributes.href);
    expect(icons).toEqual(expect.arrayContaining(["/favicon.ico", "/favicon.svg"]));
    expect(head.link("apple-touch-icon").map((tag) => tag.attributes.href)).toEqual([
      "/apple-touch-icon.png",
    ]);
    expect(head.link("manifest").map((tag) => tag.attributes.href)).toEqual(["/site.webmanifest"]);

    const jsonLd = findJsonLd(head.html);
    const organizations = jsonLd.filter((data) => data["@type"] === "Organization");
    expect(organizations, "Organization JSON-LD").toHaveLength(1);
    expect(organizations[0]?.url).toBe(`${origin}/`);
    const home = navigation(languageOfPath(pagePath)).home;
    if (head.page.isListed && pagePath !== home) {
      const trails = jsonLd.filter((data) => data["@type"] === "BreadcrumbList");
      expect(trails, "BreadcrumbList JSON-LD").toHaveLength(1);
      const items = (trails[0]?.itemListElement ?? []) as { position: number; item: string }[];
      expect(items[0]?.item, "breadcrumbs start at home").toBe(`${origin}${home}`);
      expect(items.at(-1)?.item, "breadcrumbs end at this page").toBe(`${origin}${pagePath}`);
    }
  });

  it("gives every page its own title, and every listed page its own description", () => {
    const titles = heads.map((head) => head.title);
    expect(duplicates(titles)).toEqual([]);
    const descriptions = heads
      .filter((head) => head.page.isListed)
      .map((head) => head.meta("description"));
    expect(duplicates(descriptions)).toEqual([]);
  });
});

describe("icons and manifest", () => {
  it("ships favicon.svg, favicon.ico, the touch icon and the manifest's icons", async () => {
    const svg = await readFile(path.join(client, "favicon.svg"), "utf8");
    expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 36 36"/);
    const ico = await readFile(path.join(client, "favicon.ico"));
    expect(ico.readUInt16LE(2), "icon resource").toBe(1);
    expect(ico.readUInt16LE(4), "image count").toBeGreaterThanOrEqual(2);
    expect(await pngSize(path.join(client, "apple-touch-icon.png"))).toEqual({
      width: 180,
      height: 180,
    });
    const manifest = JSON.parse(await readFile(path.join(client, "site.webmanifest"), "utf8"));
    expect(manifest.name).toMatch(/\S/);
    expect(manifest.theme_color).toBe(home.meta("theme-color"));
    // An empty list would check nothing and pass.
    expect(manifest.icons.length).toBeGreaterThanOrEqual(2);
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(await pngSize(path.join(client, icon.src))).toEqual({ width, height });
    }
  });
});

function duplicates(values: (string | undefined)[]): string[] {
  const seen = new Set<string | undefined>();
  return values.filter((value) => seen.has(value) || !seen.add(value)).map(String);
}
