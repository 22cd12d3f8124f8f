/**
 * Structured data as a JSON-LD block. It is data, not script: the browser never
 * runs it, so the Content-Security-Policy needs no hash for it. "<" is escaped
 * so no content can close the element.
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON, never executed
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
