import { type Canvas, circle, roundedRect, stroke } from "./canvas.ts";
import { brandMark } from "#src/art/brand-mark.ts";
import type { Rgb } from "./color-tokens.ts";

export interface MarkColors {
  tile: Rgb;
  glyph: Rgb;
  dot: Rgb;
}

/**
 * Our mark (src/art/brand-mark.ts) drawn into a raster canvas.
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
  const { size: units, cornerRadius, chevron, strokeWidth, dot } = brandMark;
  const radius = options.isFullBleed ? 0 : (size * cornerRadius) / units;
  canvas.fill(roundedRect(tile, radius), tile, colors.tile);
  const unit = (size / units) * (options.glyphScale ?? 1);
  const at = (x: number, y: number): [number, number] => [
    left + size / 2 + (x - units / 2) * unit,
    top + size / 2 + (y - units / 2) * unit,
  ];
  canvas.fill(
    stroke(
      chevron.map(([x, y]) => at(x, y)),
      strokeWidth * unit,
    ),
    tile,
    colors.glyph,
  );
  const [dotX, dotY] = at(dot.x, dot.y);
  canvas.fill(circle(dotX, dotY, dot.radius * unit), tile, colors.dot);
}
