import { Circle, Path, Rect, Svg } from "@react-pdf/renderer";
import { brandMarkGeometry } from "#src/art/brand-mark.tsx";

/**
 * The site's colours for print, as sRGB hex: PDF has no oklch. Each is the
 * token of src/app.css of the same name, converted (the site's teal brand,
 * its slate neutrals, its amber accent); tests/unit/pdf/pdf-brand.test.ts
 * converts the tokens again and fails when one here has drifted.
 */
export const pdfColours = {
  "brand-50": "#e7faf7",
  "brand-700": "#005e55",
  "brand-900": "#003331",
  "accent-400": "#f9ad26",
  "slate-900": "#0f172b",
  "slate-600": "#45556c",
  "slate-200": "#e2e8f0",
  "slate-50": "#f8fafc",
} as const;

/** Our mark, drawn as the logo draws it (src/art/brand-mark.tsx), `points` wide. */
export function PdfBrandMark({ points }: { points: number }) {
  const { size, cornerRadius, chevron, strokeWidth, dot } = brandMarkGeometry;
  return (
    <Svg width={points} height={points} viewBox={`0 0 ${size} ${size}`}>
      <Rect width={size} height={size} rx={cornerRadius} fill={pdfColours["brand-700"]} />
      <Path
        d={chevron}
        fill="none"
        stroke="white"
        strokeWidth={strokeWidth}
        strokeLinejoin="round"
      />
      <Circle cx={dot.x} cy={dot.y} r={dot.radius} fill={pdfColours["accent-400"]} />
    </Svg>
  );
}
