/** Our mark's geometry: on a 36-unit rounded tile, a white chevron and an amber dot. */
const size = 36;
const cornerRadius = 9;
const chevron = "M9 24 L18 10 L27 24";
const strokeWidth = 3;
const dot = { x: 18, y: 24, radius: 3 };

/** The same geometry for drawings made elsewhere (the PDFs' mark: server/pdf/pdf-brand.tsx). */
export const brandMarkGeometry = { size, cornerRadius, chevron, strokeWidth, dot } as const;

/**
 * Our mark, the one drawing of it: the logo shows it, and the build
 * rasterises it into the favicon and every icon a phone asks for
 * (scripts/build-steps/write-icons.ts). `isFullBleed` fills the square (iOS
 * rounds the corners itself); a `glyphScale` below 1 shrinks the glyph into a
 * maskable icon's safe zone.
 */
export function BrandMark({
  pixels = size,
  isFullBleed = false,
  glyphScale = 1,
}: {
  pixels?: number;
  isFullBleed?: boolean;
  glyphScale?: number;
}) {
  const glyph = (
    <>
      <path
        d={chevron}
        fill="none"
        stroke="white"
        strokeWidth={strokeWidth}
        strokeLinejoin="round"
      />
      <circle cx={dot.x} cy={dot.y} r={dot.radius} className="fill-accent-400" />
    </>
  );
  const centre = size / 2;
  return (
    <svg
      width={pixels}
      height={pixels}
      viewBox={`0 0 ${size} ${size}`}
      aria-hidden="true"
      focusable="false"
    >
      <rect
        width={size}
        height={size}
        rx={isFullBleed ? 0 : cornerRadius}
        className="fill-brand-700"
      />
      {glyphScale === 1 ? (
        glyph
      ) : (
        <g
          transform={`translate(${centre} ${centre}) scale(${glyphScale}) translate(${-centre} ${-centre})`}
        >
          {glyph}
        </g>
      )}
    </svg>
  );
}

/**
 * The mark's glyph alone in one colour, as an icon (lucide's element list on a
 * 24-unit grid), for art that puts an icon on a tile: the share images'
 * accent tile (scripts/build-steps/write-share-images.ts). Scaled so that the
 * mark's tile would fill PatternArt's 72-unit tile around a 40-unit icon,
 * the glyph keeps the proportions it has on the mark.
 */
export const brandGlyphIcon: [tag: string, attributes: Record<string, string>][] = (() => {
  const scale = 72 / 40 / (size / 24);
  const transform = `translate(12 12) scale(${scale}) translate(${-size / 2} ${-size / 2})`;
  return [
    ["path", { d: chevron, transform, strokeWidth: String(strokeWidth) }],
    [
      "circle",
      {
        cx: String(dot.x),
        cy: String(dot.y),
        r: String(dot.radius),
        transform,
        fill: "currentColor",
        stroke: "none",
      },
    ],
  ];
})();
