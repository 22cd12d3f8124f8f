import { Icon, type IconNode } from "./icon.tsx";
import { seededRandom } from "#src/art/seeded-random.ts";

// Literal class names, so Tailwind generates them.
const tones = [
  "fill-brand-300",
  "fill-brand-400",
  "fill-brand-500",
  "fill-brand-600",
  "fill-brand-200",
];
const COLS = 6;
const ROWS = 4;
const CELL = 80;

/**
 * Our own hero art: a grid of geometric tiles (quarter circles, half discs,
 * squares) whose layout and tones are seeded by the page, with the page's icon
 * on a tile. Same seed, same picture; every page differs, all share one style.
 */
export function PatternArt({
  seed,
  icon,
  className,
}: {
  seed: string;
  icon?: IconNode;
  className?: string;
}) {
  const random = seededRandom(seed);
  const iconCell = icon
    ? 1 + Math.floor(random() * (COLS - 2)) + COLS * (1 + Math.floor(random() * (ROWS - 2)))
    : -1;
  const tiles = Array.from({ length: COLS * ROWS }, (_, index) => {
    const x = (index % COLS) * CELL;
    const y = Math.floor(index / COLS) * CELL;
    const shape = Math.floor(random() * 6);
    const tone = tones[Math.floor(random() * tones.length)];
    const turn = Math.floor(random() * 4) * 90;
    return { index, x, y, shape, tone, turn };
  });
  return (
    <svg
      viewBox={`0 0 ${COLS * CELL} ${ROWS * CELL}`}
      width={COLS * CELL}
      height={ROWS * CELL}
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {tiles.map(({ index, x, y, shape, tone, turn }) => {
        if (index === iconCell)
          return (
            <rect
              key={index}
              x={x + 4}
              y={y + 4}
              width={72}
              height={72}
              rx={16}
              className="fill-accent-400"
            />
          );
        const transform = `rotate(${turn} ${x + CELL / 2} ${y + CELL / 2})`;
        switch (shape) {
          case 0:
            return (
              <path
                key={index}
                d={`M${x} ${y}h${CELL}a${CELL} ${CELL} 0 0 1 -${CELL} ${CELL}z`}
                className={tone}
                transform={transform}
              />
            );
          case 1:
            return (
              <path
                key={index}
                d={`M${x} ${y + CELL}a${CELL / 2} ${CELL / 2} 0 0 1 ${CELL} 0z`}
                className={tone}
                transform={transform}
              />
            );
          case 2:
            return (
              <circle
                key={index}
                cx={x + CELL / 2}
                cy={y + CELL / 2}
                r={CELL / 2 - 6}
                className={tone}
              />
            );
          case 3:
            return (
              <rect
                key={index}
                x={x + 6}
                y={y + 6}
                width={CELL - 12}
                height={CELL - 12}
                rx={6}
                className={tone}
                opacity={0.6}
              />
            );
          case 4:
            return (
              <circle key={index} cx={x + CELL / 2} cy={y + CELL / 2} r={7} className={tone} />
            );
          default:
            return null;
        }
      })}
      {icon && iconCell >= 0 && (
        <g
          transform={`translate(${(iconCell % COLS) * CELL + 20} ${Math.floor(iconCell / COLS) * CELL + 20})`}
        >
          <Icon node={icon} size={40} className="text-brand-950" />
        </g>
      )}
    </svg>
  );
}
