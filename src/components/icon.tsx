import { createElement } from "react";

/** An icon's drawing: lucide's element list (tag and attributes) on a 24×24 grid. */
export type IconNode = [tag: string, attributes: Record<string, string>][];

/**
 * Draws an icon from its data. Content icons arrive as props, their data made
 * at build time (`icon-node.ts`); interface icons are in `ui-icons.ts`. Decorative: the text
 * beside an icon carries the meaning.
 */
export function Icon({
  node,
  className,
  size = 24,
}: {
  node: IconNode;
  className?: string;
  size?: number;
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {node.map(([tag, { key, ...attributes }], index) =>
        createElement(tag, { key: key ?? index, ...attributes }),
      )}
    </svg>
  );
}
