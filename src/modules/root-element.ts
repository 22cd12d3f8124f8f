/**
 * The element the app hydrates into. In framework mode that is the prerendered
 * document itself; a document without one cannot start the app.
 */
export function findRootElement(doc: Document): Document {
  if (!doc.documentElement || !doc.body) {
    throw new Error("Failed to find the root element");
  }
  return doc;
}
