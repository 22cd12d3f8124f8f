import type { ProseBlock, ProseInline } from "./parse-prose.ts";

/**
 * Long text from the content, parsed at build time (src/components/parse-prose.ts)
 * and drawn here with the site's styles: only the drawing ships to the browser.
 */
export function Prose({ blocks }: { blocks: ProseBlock[] }) {
  return blocks.map((block, index) =>
    block.kind === "paragraph" ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of a text never move
      <p key={index}>
        <ProseLine inlines={block.inlines} />
      </p>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of a text never move
      <ul key={index} className="list-disc space-y-1 pl-6">
        {block.items.map((item, itemIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the items of a list never move
          <li key={itemIndex}>
            <ProseLine inlines={item} />
          </li>
        ))}
      </ul>
    ),
  );
}

export const proseLinkClass =
  "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800";

/** One paragraph's text, for a place that supplies its own element. */
export function ProseLine({ inlines }: { inlines: ProseInline[] }) {
  return inlines.map((inline, index) => {
    if (inline.kind === "text") return inline.text;
    if (inline.kind === "strong") {
      return (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a line never move
        <strong key={index} className="font-semibold text-slate-900">
          {inline.text}
        </strong>
      );
    }
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a line never move
      <a key={index} className={proseLinkClass} href={inline.href}>
        {inline.text}
      </a>
    );
  });
}
