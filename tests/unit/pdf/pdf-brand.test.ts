import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pdfColours } from "#server/pdf/pdf-brand.tsx";

/** oklch(L C h) → sRGB hex (Björn Ottosson's OKLab matrices), as the browser draws it. */
function oklchToHex(l: number, c: number, h: number): string {
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const lms = [
    (l + 0.3963377774 * a + 0.2158037573 * b) ** 3,
    (l - 0.1055613458 * a - 0.0638541728 * b) ** 3,
    (l - 0.0894841775 * a - 1.291485548 * b) ** 3,
  ] as const;
  const linear = [
    4.0767416621 * lms[0] - 3.3077115913 * lms[1] + 0.2309699292 * lms[2],
    -1.2684380046 * lms[0] + 2.6097574011 * lms[1] - 0.3413193965 * lms[2],
    -0.0041960863 * lms[0] - 0.7034186147 * lms[1] + 1.707614701 * lms[2],
  ];
  return `#${linear
    .map((x) => {
      const v = Math.min(1, Math.max(0, x));
      const srgb = v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055;
      return Math.round(srgb * 255)
        .toString(16)
        .padStart(2, "0");
    })
    .join("")}`;
}

describe("the PDFs' colours", () => {
  const css = readFileSync("src/app.css", "utf8");
  const themeTokens = css.slice(0, css.indexOf("}"));
  it.each(Object.entries(pdfColours).filter(([name]) => !name.startsWith("slate")))(
    "%s is the site's token of that name",
    (name, hex) => {
      const token = new RegExp(`--color-${name}: oklch\\(([\\d.]+) ([\\d.]+) ([\\d.]+)\\)`).exec(
        themeTokens,
      );
      expect(token, `--color-${name} in src/app.css`).not.toBeNull();
      const [, l, c, h] = token as RegExpExecArray;
      expect(oklchToHex(Number(l), Number(c), Number(h))).toBe(hex);
    },
  );
});
