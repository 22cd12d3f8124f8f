import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * Every HTML document the server writes itself, the back office's pages and
 * the public server's answer pages (a refused enquiry, a 404 or 405 of its
 * own), is a React element rendered here: React escapes every text and
 * attribute, so no page is put together from strings of markup
 * (scripts/check-architecture.ts refuses one). The doctype is the one piece
 * React does not write.
 */
export function renderDocument(page: ReactElement): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(page)}`;
}
