import { pageTable } from "#src/content/page-table.ts";
import { type Language, languages } from "#src/i18n/languages.ts";

/**
 * The few addresses fixed in every language, as the server needs them: it
 * knows them without reading content/. They are written once, in the page
 * table (src/content/page-table.ts), which the site map reads too.
 *
 * The contact form's pages per language: the form, and the thank-you page it
 * posts to without JavaScript and the receiver's 303 leads to (Netlify Forms
 * posts to the form's action too); the enrolment form's, and the waiting-list
 * page the receiver leads an enrolment in a full run to.
 */
export const contactPaths = Object.fromEntries(
  languages.map((language) => [
    language,
    {
      form: pageTable.contact.path[language],
      thanks: pageTable.contactThanks.path[language],
      enrolled: pageTable.enrolmentThanks.path[language],
      waiting: pageTable.enrolmentWaiting.path[language],
    },
  ]),
) as Record<Language, { form: string; thanks: string; enrolled: string; waiting: string }>;

/**
 * Where each language's not-found page is prerendered. The build writes it as
 * "<path>.html" (src/templates/page-view.server.ts) and the server
 * answers an unknown path with the one of the path's language.
 */
export const notFoundPagePaths: Record<Language, string> = pageTable.notFound.path;

/**
 * The pages of our server that answer a link in a mail: an offer of a freed
 * place (accept or decline) and a move's choice (the new run, or a full
 * refund). The token follows as the last segment ("/offer/<token>"). The
 * server writes these pages itself (server/site-routes/link-answer-route.tsx);
 * mails and tests read the addresses here.
 */
export const linkAnswerPaths: Record<Language, { offer: string; moveChoice: string }> = {
  en: { offer: "/offer", moveChoice: "/move-choice" },
  nl: { offer: "/nl/aanbod", moveChoice: "/nl/verplaatsing" },
};

/**
 * The pages of paying an invoice online: "/pay/<token>" (what is open, and a button that starts
 * the payment) and "/pay/<token>/done" (where the payment provider sends the buyer back). The
 * token is the invoice's secret (migration 0007); the server writes these pages
 * (server/site-routes/pay-route.tsx), and the invoice mail and the roster link to them. The
 * provider's webhook is one address for both languages.
 */
export const payPaths: Record<Language, { pay: string; done: string }> = {
  en: { pay: "/pay", done: "done" },
  nl: { pay: "/nl/betalen", done: "klaar" },
};
export const paymentWebhookPath = "/payments/webhook";

/** An invoice's "Pay now" page in its language, on the site's origin. */
export function payUrl(origin: string, language: Language, token: string): string {
  return `${origin}${payPaths[language].pay}/${token}`;
}

/** Where the payment provider sends the buyer back: the return page in their language. */
export function payReturnUrl(origin: string, language: Language, token: string): string {
  return `${payUrl(origin, language, token)}/${payPaths[language].done}`;
}

/**
 * The public page that confirms a certificate of participation: the code
 * follows as the last segment ("/certificates/<code>"). The server writes it
 * (server/site-routes/certificate-route.tsx); the PDF, the mail and tests
 * read the address here.
 */
export const certificatePaths: Record<Language, string> = {
  en: "/certificates",
  nl: "/nl/certificaten",
};

/** A certificate's page in its language, on the site's origin. */
export function certificateUrl(origin: string, language: Language, code: string): string {
  return `${origin}${certificatePaths[language]}/${code}`;
}

/**
 * The evaluation form behind the one-time link in a certificate's mail: the
 * token follows as the last segment ("/evaluation/<token>"). Opening it
 * changes nothing; sending the form stores the answers once
 * (server/site-routes/evaluation-route.tsx).
 */
export const evaluationPaths: Record<Language, string> = {
  en: "/evaluation",
  nl: "/nl/evaluatie",
};

/**
 * The page behind the link in an enrolment's receipt where the booker names
 * the participants until the run starts: the token follows as the last
 * segment ("/participants/<token>"). Opening it changes nothing; saving the
 * form does (server/site-routes/participants-route.tsx).
 */
export const participantLinkPaths: Record<Language, string> = {
  en: "/participants",
  nl: "/nl/deelnemers",
};

/**
 * The buyer's own changes to an enrolment (issue 44 point 3): cancel under the
 * course terms or move to another run, from the same link as the participants'
 * page; the token follows as the last segment ("/change-enrollment/<token>").
 * Opening it changes nothing; only its buttons' POST does
 * (server/site-routes/enrolment-change-route.tsx).
 */
export const enrolmentChangePaths: Record<Language, string> = {
  en: "/change-enrollment",
  nl: "/nl/inschrijving-wijzigen",
};

/**
 * A quote's page behind the link in its mail (issue 45): the token follows as
 * the last segment ("/quote/<token>", its PDF at "/quote/<token>/pdf").
 * Opening it changes nothing; the buyer accepts or declines there
 * (server/site-routes/quote-route.tsx).
 */
export const quotePaths: Record<Language, string> = {
  en: "/quote",
  nl: "/nl/offerte",
};

/** A quote's page in its language, on the site's origin. */
export function quoteUrl(origin: string, language: Language, token: string): string {
  return `${origin}${quotePaths[language]}/${token}`;
}

/**
 * The EU withdrawal function's public page (issue 44): the form, built by the
 * site, posts to its own address on our server
 * (server/site-routes/withdrawal-route.tsx); the link in a statement's
 * acknowledgement that confirms it follows as "/withdraw/<token>".
 */
export const withdrawalPaths: Record<Language, string> = pageTable.withdraw.path;
