import { type DefaultTreeAdapterTypes, parse } from "parse5";

type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type Element = DefaultTreeAdapterTypes.Element;

export interface HtmlTag {
  /** Lower case ("script", "astro-island", "lineargradient"). */
  name: string;
  /** Names in lower case, values as the browser reads them (entities decoded). */
  attributes: Record<string, string>;
  /** Its text: every text inside it joined; a script's or style's body as the browser runs it. */
  readonly text: string;
  /**
   * Where it stands in the source, as offsets into the string parsed:
   * `start`/`end` span the element, `startTagEnd` ends its start tag.
   * Undefined for an element the parser implied (an `<html>` never written).
   */
  location?: { start: number; end: number; startTagEnd: number };
}

/**
 * The elements of one HTML document in document order, as a browser's parser
 * sees them (parse5, the parser jsdom uses), for the build steps and checks
 * over the built pages; `names` keeps only those. Script and style bodies are
 * text, never markup. `<noscript>` is read as markup (a browser without
 * JavaScript shows it, so its links and style attributes count), and a
 * `<template>`'s content too.
 */
export function findTags(html: string, names?: string[]): HtmlTag[] {
  const wanted = names && new Set(names);
  const document = parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false });
  const tags: HtmlTag[] = [];
  const visit = (parent: ParentNode) => {
    for (const node of parent.childNodes) {
      if (!("tagName" in node)) continue;
      const name = node.tagName.toLowerCase();
      if (!wanted || wanted.has(name)) tags.push(htmlTag(name, node));
      visit("content" in node ? node.content : node);
    }
  };
  visit(document);
  return tags;
}

function htmlTag(name: string, element: Element): HtmlTag {
  const where = element.sourceCodeLocation;
  return {
    name,
    attributes: Object.fromEntries(
      element.attrs.map((attribute) => [attribute.name.toLowerCase(), attribute.value]),
    ),
    get text() {
      return textOf(element);
    },
    location: where
      ? {
          start: where.startOffset,
          end: where.endOffset,
          startTagEnd: where.startTag?.endOffset ?? where.endOffset,
        }
      : undefined,
  };
}

function textOf(parent: ParentNode): string {
  let text = "";
  for (const node of "content" in parent ? parent.content.childNodes : parent.childNodes) {
    if (node.nodeName === "#text" && "value" in node) text += node.value;
    else if ("childNodes" in node) text += textOf(node);
  }
  return text;
}

/** The bodies of <script type="application/ld+json"> blocks, parsed. */
export function findJsonLd(html: string): Record<string, unknown>[] {
  return findTags(html, ["script"])
    .filter((script) => script.attributes.type === "application/ld+json")
    .map((script) => JSON.parse(script.text) as Record<string, unknown>);
}
