import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { BrandMark, brandGlyphIcon } from "#src/art/brand-mark.tsx";
import { PatternArt } from "#src/components/pattern-art.tsx";
import { notFoundPath, sitePages } from "#src/routing/site-map.server.ts";
import { shareImageName, shareImageSize } from "#src/seo/share-image.ts";
import { findTags } from "#scripts/html-tags.ts";
import { type Palette, readColorTokens, toHex } from "#scripts/images/color-tokens.ts";
import { svgDocument } from "#scripts/images/svg-document.ts";

/**
 * Writes /share/<name>.png (1200×630) for every share image a page names: the
 * look of a page's hero, drawn by the pages' own components (the seeded
 * PatternArt, with our mark's glyph on its accent tile, and the BrandMark)
 * over the heroes' backdrop, rasterised by sharp. The Scrum family is drawn
 * in the blue theme like its pages.
 * Imports `.tsx` modules: load it after server/tsx-loader.ts is registered.
 */
export async function writeShareImages(client: string, cssFile: string) {
  const tokens = await readColorTokens(cssFile);
  // One image per section, shared by a page and its Dutch twin (named by the English address).
  const names = new Set(
    [...sitePages().map((page) => page.alternates.en), notFoundPath].map(shareImageName),
  );
  await mkdir(path.join(client, "share"), { recursive: true });
  for (const name of names) {
    const colors = name === "training-scrum" ? tokens.blue : tokens.base;
    const png = await sharp(Buffer.from(shareImageSvg(name, colors)))
      .png()
      .toBuffer();
    await writeFile(path.join(client, "share", `${name}.png`), png);
  }
  return [...names];
}

/** PatternArt drawn 1.25 times as large (100 px tiles), 40 px from the right edge. */
const patternScale = 1.25;
const markPixels = 200;

function shareImageSvg(seed: string, colors: Palette): string {
  const { width, height } = shareImageSize;
  const markup = (element: ReactElement) => renderToStaticMarkup(element);
  const pattern = markup(createElement(PatternArt, { seed, icon: brandGlyphIcon }));
  const art = findTags(pattern, ["svg"])[0]?.attributes ?? {};
  const patternLeft = width - Number(art.width) * patternScale - 40;
  const patternTop = (height - Number(art.height) * patternScale) / 2;
  const markTop = (height - markPixels) / 2 - 20;
  // The page hero's backdrop (src/components/hero-backdrop.tsx): brand-950
  // under radial-gradient(60rem 30rem at 85% 20%, brand-800, transparent).
  const hex = (token: string) => toHex(colors(token));
  const backdrop = [
    `<defs><radialGradient id="glow" gradientUnits="userSpaceOnUse" cx="0" cy="0" r="1" gradientTransform="translate(${width * 0.85} ${height * 0.2}) scale(960 480)">`,
    `<stop offset="0" stop-color="${hex("brand-800")}"/>`,
    `<stop offset="1" stop-color="${hex("brand-800")}" stop-opacity="0"/>`,
    "</radialGradient></defs>",
    `<rect width="${width}" height="${height}" fill="${hex("brand-950")}"/>`,
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
  ].join("");
  return svgDocument(
    [
      backdrop,
      // At lg widths the hero shows its art at 90% opacity.
      `<g transform="translate(${patternLeft} ${patternTop}) scale(${patternScale})" opacity="0.9">${pattern}</g>`,
      `<g transform="translate(120 ${markTop})">${markup(createElement(BrandMark, { pixels: markPixels }))}</g>`,
      `<rect x="120" y="${markTop + markPixels + 40}" width="${markPixels}" height="12" rx="6" fill="${hex("accent-400")}"/>`,
    ].join(""),
    { width, height },
    colors,
  );
}
