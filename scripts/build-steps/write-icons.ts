import { writeFile } from "node:fs/promises";
import path from "node:path";
import { companyIn } from "#src/content/company.server.ts";
import { themeColor } from "#src/seo/theme-color.ts";
import { Canvas } from "#scripts/images/canvas.ts";
import { type Rgb, readColorTokens, toHex } from "#scripts/images/color-tokens.ts";
import { brandMarkSvg } from "#src/art/brand-mark.ts";
import { drawBrandMark } from "#scripts/images/draw-brand-mark.ts";
import { encodeIco } from "#scripts/images/encode-png.ts";

/**
 * Our mark as every icon a browser or phone asks for, drawn from the site's
 * colour tokens: favicon.svg, favicon.ico (16/32/48), apple-touch-icon.png, the
 * manifest's 192/512 icons plus a maskable one, and site.webmanifest.
 */
export async function writeIcons(client: string, cssFile: string) {
  const { base } = await readColorTokens(cssFile);
  if (toHex(base("brand-700")) !== themeColor) {
    throw new Error(
      `src/seo/theme-color.ts says ${themeColor} but brand-700 is now ${toHex(base("brand-700"))}: update it`,
    );
  }
  const colors = {
    tile: base("brand-700"),
    glyph: [255, 255, 255] as Rgb,
    dot: base("accent-400"),
  };
  const mark = (size: number, options: { isFullBleed?: boolean; glyphScale?: number } = {}) => {
    const canvas = new Canvas(size, size);
    drawBrandMark(canvas, 0, 0, size, colors, options);
    return canvas.toPng();
  };
  const files: Record<string, string | Buffer> = {
    "favicon.svg": brandMarkSvg({ tile: toHex(colors.tile), dot: toHex(colors.dot) }),
    "favicon.ico": encodeIco([16, 32, 48].map((size) => ({ size, png: mark(size) }))),
    // iOS rounds the corners itself and shows transparency as black.
    "apple-touch-icon.png": mark(180, { isFullBleed: true, glyphScale: 0.8 }),
    "icon-192.png": mark(192),
    "icon-512.png": mark(512),
    // Android crops maskable icons to a circle of 80% diameter.
    "icon-maskable-512.png": mark(512, { isFullBleed: true, glyphScale: 0.62 }),
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
