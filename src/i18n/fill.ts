/** "Explore {name}" with { name: "DevOps" }: a dictionary template with its placeholders filled. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/**
 * A template around one element, such as a link in mid-sentence: the text
 * before and after `{key}`.
 */
export function splitAt(template: string, key: string): [before: string, after: string] {
  const [before = "", after = ""] = template.split(`{${key}}`);
  return [before, after];
}
