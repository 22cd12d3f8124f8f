import { type Canvas, circle, roundedRect, stroke } from "./canvas.ts";
import type { Rgb } from "./color-tokens.ts";

export interface MarkColors {
  tile: Rgb;
  glyph: Rgb;
  dot: Rgb;
}

/**
 * Our mark as drawn by app/components/brand-logo.tsx and public/favicon.svg: on
 * a 36-unit rounded tile, a white chevron (M9 24 L18 10 L27 24, stroke 3) and
 * an amber dot (r 3 at 18,24). Keep the three in step.
 * `glyphScale` below 1 shrinks the glyph into a maskable icon's safe zone.
 */
export function drawBrandMark(
  canvas: Canvas,
  left: number,
  top: number,
  size: number,
  colors: MarkColors,
  options: { isFullBleed?: boolean; glyphScale?: number } = {},
) {
  const tile = { left, top, right: left + size, bottom: top + size };
  canvas.fill(roundedRect(tile, options.isFullBleed ? 0 : (size * 9) / 36), tile, colors.tile);
  const scale = options.glyphScale ?? 1;
  const unit = (size / 36) * scale;
  const at = (x: number, y: number): [number, number] => [
    left + size / 2 + (x - 18) * unit,
    top + size / 2 + (y - 18) * unit,
  ];
  const chevron = [at(9, 24), at(18, 10), at(27, 24)];
  canvas.fill(stroke(chevron, 3 * unit), tile, colors.glyph);
  const [dotX, dotY] = at(18, 24);
  canvas.fill(circle(dotX, dotY, 3 * unit), tile, colors.dot);
}
