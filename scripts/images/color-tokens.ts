import { readFile } from "node:fs/promises";

export type Rgb = [number, number, number];

/** A colour token by name (e.g. "brand-700"); a missing token stops the build. */
export type Palette = (token: string) => Rgb;

/**
 * The colour tokens of src/app.css as sRGB, so images drawn at build time use
 * exactly the site's palette: `base` holds the @theme tokens, `blue` the
 * `.theme-blue` overrides on top of them.
 */
export async function readColorTokens(cssFile: string): Promise<{ base: Palette; blue: Palette }> {
  const css = await readFile(cssFile, "utf8");
  const parse = (block: string) =>
    new Map(
      [...block.matchAll(/--color-([\w-]+):\s*oklch\(([^)]+)\)/g)].map(
        ([, name = "", value = ""]) => {
          const [l = 0, c = 0, h = 0] = value.trim().split(/\s+/).map(Number);
          return [name, oklchToRgb(l, c, h)] as const;
        },
      ),
    );
  const block = (opening: RegExp) => {
    const start = css.search(opening);
    if (start < 0) throw new Error(`${cssFile} has no ${opening.source} block`);
    return css.slice(start, css.indexOf("}", start));
  };
  const palette =
    (tokens: Map<string, Rgb>): Palette =>
    (token) => {
      const color = tokens.get(token);
      if (!color) throw new Error(`${cssFile} defines no --color-${token}`);
      return color;
    };
  const base = parse(block(/^@theme\s*\{/m));
  const blue = new Map([...base, ...parse(block(/^\.theme-blue\s*\{/m))]);
  return { base: palette(base), blue: palette(blue) };
}

/** CSS oklch() to 8-bit sRGB (clipped), via OKLab and linear sRGB. */
export function oklchToRgb(lightness: number, chroma: number, hue: number): Rgb {
  const radians = (hue * Math.PI) / 180;
  const a = chroma * Math.cos(radians);
  const b = chroma * Math.sin(radians);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  return linear.map((channel) => {
    const clipped = Math.min(1, Math.max(0, channel));
    const encoded = clipped <= 0.0031308 ? 12.92 * clipped : 1.055 * clipped ** (1 / 2.4) - 0.055;
    return Math.round(encoded * 255);
  }) as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
}
