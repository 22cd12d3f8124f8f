import { writeFile } from "node:fs/promises";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { BrandMark } from "#src/art/brand-mark.tsx";
import { companyIn } from "#src/content/company.server.ts";
import { themeColor } from "#src/seo/theme-color.ts";
import { readColorTokens, toHex } from "#scripts/images/color-tokens.ts";
import { encodeIco } from "#scripts/images/encode-ico.ts";
import { svgDocument } from "#scripts/images/svg-document.ts";

/**
 * Our mark as every icon a browser or phone asks for, drawn by the logo's own
 * component (src/art/brand-mark.tsx) in the site's colour tokens: favicon.svg,
 * favicon.ico (16/32/48), apple-touch-icon.png, the manifest's 192/512 icons
 * plus a maskable one (rasterised by sharp), and site.webmanifest.
 * Imports a `.tsx` module: load it after server/tsx-loader.ts is registered.
 */
export async function writeIcons(client: string, cssFile: string) {
  const { base } = await readColorTokens(cssFile);
  if (toHex(base("brand-700")) !== themeColor) {
    throw new Error(
      `src/seo/theme-color.ts says ${themeColor} but brand-700 is now ${toHex(base("brand-700"))}: update it`,
    );
  }
  const markSvg = (pixels: number, options: { isFullBleed?: boolean; glyphScale?: number } = {}) =>
    svgDocument(
      renderToStaticMarkup(createElement(BrandMark, { pixels, ...options })),
      { width: pixels, height: pixels },
      base,
    );
  const markPng = (...args: Parameters<typeof markSvg>) =>
    sharp(Buffer.from(markSvg(...args)))
      .png()
      .toBuffer();
  const files: Record<string, string | Buffer> = {
    "favicon.svg": markSvg(36),
    "favicon.ico": encodeIco(
      await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await markPng(size) }))),
    ),
    // iOS rounds the corners itself and shows transparency as black.
    "apple-touch-icon.png": await markPng(180, { isFullBleed: true, glyphScale: 0.8 }),
    "icon-192.png": await markPng(192),
    "icon-512.png": await markPng(512),
    // Android crops maskable icons to a circle of 80% diameter.
    "icon-maskable-512.png": await markPng(512, { isFullBleed: true, glyphScale: 0.62 }),
    "site.webmanifest": `${JSON.stringify(
      {
        name: companyIn().name,
        short_name: companyIn().name,
        start_url: "/",
        display: "browser",
        theme_color: themeColor,
        background_color: "#ffffff",
        icons: [
          { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
          {
            src: "/icon-maskable-512.png",
            sizes: "512x512",
            type: "image/png",
            purpose: "maskable",
          },
        ],
      },
      null,
      2,
    )}\n`,
  };
  for (const [name, content] of Object.entries(files)) {
    await writeFile(path.join(client, name), content);
  }
  return Object.keys(files);
}
