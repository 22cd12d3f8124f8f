import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { notFoundPath, sitePages } from "#src/routing/site-map.server.ts";
import { seededRandom } from "#src/art/seeded-random.ts";
import { shareImageName, shareImageSize } from "#src/seo/share-image.ts";
import { Canvas, circle, intersect, length, roundedRect, rotate } from "#scripts/images/canvas.ts";
import { type Palette, type Rgb, readColorTokens } from "#scripts/images/color-tokens.ts";
import { drawBrandMark } from "#scripts/images/draw-brand-mark.ts";

const CELL = 100;
const COLS = 6;
const ROWS = 5;

/**
 * Writes /share/<name>.png (1200×630) for every share image a page names: the
 * hero look of the site (deep brand background, a glow, the seeded tile
 * pattern of PatternArt) with our mark. The Scrum family is drawn in the blue
 * theme like its pages.
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
    const png = drawShareImage(name, colors).toPng();
    await writeFile(path.join(client, "share", `${name}.png`), png);
  }
  return [...names];
}

function drawShareImage(seed: string, colors: Palette): Canvas {
  const { width, height } = shareImageSize;
  const canvas = new Canvas(width, height);
  const base = colors("brand-950");
  const glow = colors("brand-800");
  // The heroes' radial-gradient(60rem 30rem at 85% 20%, brand-800, transparent).
  const pixel: Rgb = [0, 0, 0];
  canvas.paint((x, y) => {
    const strength = 1 - Math.min(1, length((x - width * 0.85) / 960, (y - height * 0.2) / 480));
    for (let c = 0; c < 3; c++) {
      pixel[c] = (base[c] as number) + ((glow[c] as number) - (base[c] as number)) * strength;
    }
    return pixel;
  });

  // PatternArt's tiles, same seed sequence and shapes, at 100 px cells.
  const random = seededRandom(seed);
  const tones = ["brand-300", "brand-400", "brand-500", "brand-600", "brand-200"];
  const originX = width - COLS * CELL - 40;
  const originY = (height - ROWS * CELL) / 2;
  const accentCell =
    1 + Math.floor(random() * (COLS - 2)) + COLS * (1 + Math.floor(random() * (ROWS - 2)));
  for (let index = 0; index < COLS * ROWS; index++) {
    const x = originX + (index % COLS) * CELL;
    const y = originY + Math.floor(index / COLS) * CELL;
    const shape = Math.floor(random() * 6);
    const tone = colors(tones[Math.floor(random() * tones.length)] ?? "brand-400");
    const turn = Math.floor(random() * 4) * 90;
    const cell = { left: x, top: y, right: x + CELL, bottom: y + CELL };
    const square = roundedRect(cell, 0);
    const turned = (distance: (x: number, y: number) => number) =>
      rotate(distance, turn, x + CELL / 2, y + CELL / 2);
    if (index === accentCell) {
      const inset = { left: x + 5, top: y + 5, right: x + CELL - 5, bottom: y + CELL - 5 };
      drawBrandMark(canvas, inset.left, inset.top, CELL - 10, {
        tile: colors("accent-400"),
        glyph: base,
        dot: base,
      });
      continue;
    }
    switch (shape) {
      case 0: // quarter disc from a corner
        canvas.fill(turned(intersect(circle(x, y, CELL), square)), cell, tone, 0.9);
        break;
      case 1: // half disc on an edge
        canvas.fill(
          turned(intersect(circle(x + CELL / 2, y + CELL, CELL / 2), square)),
          cell,
          tone,
          0.9,
        );
        break;
      case 2:
        canvas.fill(circle(x + CELL / 2, y + CELL / 2, CELL / 2 - 7), cell, tone, 0.9);
        break;
      case 3: {
        const inset = { left: x + 8, top: y + 8, right: x + CELL - 8, bottom: y + CELL - 8 };
        canvas.fill(roundedRect(inset, 8), cell, tone, 0.55);
        break;
      }
      case 4:
        canvas.fill(circle(x + CELL / 2, y + CELL / 2, 9), cell, tone, 0.9);
        break;
    }
  }

  const markSize = 200;
  const markTop = (height - markSize) / 2 - 20;
  drawBrandMark(canvas, 120, markTop, markSize, {
    tile: colors("brand-700"),
    glyph: [255, 255, 255],
    dot: colors("accent-400"),
  });
  const bar = {
    left: 120,
    top: markTop + markSize + 40,
    right: 320,
    bottom: markTop + markSize + 52,
  };
  canvas.fill(roundedRect(bar, 6), bar, colors("accent-400"));
  return canvas;
}
