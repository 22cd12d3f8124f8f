/**
 * A small, strict subset of Markdown for the long texts in content files
 * (the privacy notice, the about page): paragraphs split by blank lines,
 * "- " list items, **bold**, [links](/path) and <name@example.com>. It runs
 * in templates' `load` at build time, so pages receive plain data and the
 * browser gets no Markdown parser; anything else is kept as the text it is.
 */
export type ProseInline =
  | { kind: "text"; text: string }
  | { kind: "strong"; text: string }
  | { kind: "link"; text: string; href: string };

export type ProseBlock =
  | { kind: "paragraph"; inlines: ProseInline[] }
  | { kind: "list"; items: ProseInline[][] };

const LIST_ITEM = /^[-*]\s+/;

export function parseProse(source: string): ProseBlock[] {
  const blocks: ProseBlock[] = [];
  // Lines of the block being read: a paragraph's, or each list item's.
  let paragraph: string[] = [];
  let items: string[][] = [];
  const flush = () => {
    if (paragraph.length > 0) {
      blocks.push({ kind: "paragraph", inlines: parseInline(paragraph.join(" ")) });
    }
    if (items.length > 0) {
      blocks.push({ kind: "list", items: items.map((item) => parseInline(item.join(" "))) });
    }
    paragraph = [];
    items = [];
  };
  for (const rawLine of source.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === "") flush();
    else if (LIST_ITEM.test(line)) {
      // A list may follow a paragraph's last line directly ("we store:").
      if (paragraph.length > 0) {
        blocks.push({ kind: "paragraph", inlines: parseInline(paragraph.join(" ")) });
        paragraph = [];
      }
      items.push([line.replace(LIST_ITEM, "")]);
    } else if (items.length > 0) items.at(-1)?.push(line);
    else paragraph.push(line);
  }
  flush();
  return blocks;
}

// **bold** | [text](href) | <e-mail or web address>
const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)|<([^<>\s]+@[^<>\s]+|https?:\/\/[^<>\s]+)>/g;

export function parseInline(text: string): ProseInline[] {
  const inlines: ProseInline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) inlines.push({ kind: "text", text: text.slice(last, match.index) });
    const [, strong, linkText, href, address] = match;
    if (strong !== undefined) inlines.push({ kind: "strong", text: strong });
    else if (linkText !== undefined && href !== undefined) {
      inlines.push({ kind: "link", text: linkText, href });
    } else if (address !== undefined) {
      const isEmail = !address.startsWith("http");
      inlines.push({ kind: "link", text: address, href: isEmail ? `mailto:${address}` : address });
    }
    last = match.index + match[0].length;
  }
  if (last < text.length) inlines.push({ kind: "text", text: text.slice(last) });
  return inlines;
}
