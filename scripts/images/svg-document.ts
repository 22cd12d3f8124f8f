import { findTags } from "#scripts/html-tags.ts";
import { type Palette, toHex } from "./color-tokens.ts";

/** Tailwind's colour utilities our art uses, and the property each one sets. */
const colorUtilities = { fill: "fill", stroke: "stroke", text: "color" } as const;

/**
 * A standalone SVG document around markup our React components rendered
 * (`renderToStaticMarkup`), for the favicon and for sharp to rasterise. The
 * components colour their shapes with Tailwind classes (`fill-brand-700`),
 * which the site's stylesheet resolves; here a small stylesheet of the same
 * tokens does (oklch written as sRGB hex, which librsvg reads), holding only
 * the classes the markup uses. A colour class with no token stops the build
 * rather than drawing black.
 */
export function svgDocument(
  markup: string,
  { width, height }: { width: number; height: number },
  colors: Palette,
): string {
  const classes = new Set(
    findTags(markup).flatMap((tag) => (tag.attributes.class ?? "").split(/\s+/).filter(Boolean)),
  );
  const rules = [...classes].sort().flatMap((name) => {
    const [, utility, token] = /^(fill|stroke|text)-(.+)$/.exec(name) ?? [];
    if (!utility || !token) return [];
    const property = colorUtilities[utility as keyof typeof colorUtilities];
    return [`.${name}{${property}:${toHex(colors(token))}}`];
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><style>${rules.join("")}</style>${markup}</svg>\n`;
}
