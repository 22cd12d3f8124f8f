/**
 * Our mark's geometry, in one place: on a 36-unit rounded tile, a white
 * chevron and an amber dot. The logo (src/components/brand-logo.tsx), the
 * favicon and the raster icons (scripts/build-steps/write-icons.ts) all draw
 * from these numbers.
 */
export const brandMark = {
  size: 36,
  cornerRadius: 9,
  chevron: [
    [9, 24],
    [18, 10],
    [27, 24],
  ] as const,
  strokeWidth: 3,
  dot: { x: 18, y: 24, radius: 3 },
} as const;

/** The chevron as an SVG path ("M9 24 L18 10 L27 24"). */
export const brandMarkChevronPath = brandMark.chevron
  .map(([x, y], index) => `${index === 0 ? "M" : "L"}${x} ${y}`)
  .join(" ");

/** The mark as a standalone SVG document (favicon.svg), in the given colours. */
export function brandMarkSvg(colors: { tile: string; dot: string }): string {
  const { size, cornerRadius, strokeWidth, dot } = brandMark;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" rx="${cornerRadius}" fill="${colors.tile}"/><path d="${brandMarkChevronPath}" fill="none" stroke="#fff" stroke-width="${strokeWidth}" stroke-linejoin="round"/><circle cx="${dot.x}" cy="${dot.y}" r="${dot.radius}" fill="${colors.dot}"/></svg>\n`;
}
