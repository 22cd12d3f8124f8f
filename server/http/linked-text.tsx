export interface Link {
  href: string;
  text: string;
}

/** A dictionary text whose `{name}` placeholders stand for links of those names. */
export interface LinkedTextProps {
  text: string;
  links?: Record<string, Link>;
}

/**
 * The text with each `{name}` that names a link made that link, as elements:
 * the words and the link's text stay text, escaped by React. A placeholder
 * without a link stays as written.
 */
export function LinkedText({ text, links = {} }: LinkedTextProps) {
  return text.split(/(\{\w+\})/).map((part, index) => {
    const link = links[part.slice(1, -1)];
    if (!link) return part;
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a text never move
      <a key={index} href={link.href}>
        {link.text}
      </a>
    );
  });
}
