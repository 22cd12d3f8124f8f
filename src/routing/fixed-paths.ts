import type { Language } from "#src/i18n/languages.ts";

/**
 * The few addresses that are not content: the server knows them without
 * reading content/, so they are plain data here, and the site map uses the
 * same values (paths.server.ts).
 *
 * The contact form's pages per language: the form, and the thank-you page it
 * posts to without JavaScript and the receiver's 303 leads to (Netlify Forms
 * posts to the form's action too).
 */
export const contactPaths: Record<Language, { form: string; thanks: string; enrolled: string }> = {
  en: { form: "/contact", thanks: "/contact/thanks", enrolled: "/contact/enrolled" },
  nl: { form: "/nl/contact", thanks: "/nl/contact/bedankt", enrolled: "/nl/contact/ingeschreven" },
};

/**
 * Where each language's not-found page is prerendered. The build writes it as
 * "<path>.html" (src/templates/page-view.server.ts) and the server
 * answers an unknown path with the one of the path's language.
 */
export const notFoundPagePaths: Record<Language, string> = { en: "/404", nl: "/nl/404" };
