import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import type { Language } from "#src/i18n/languages.ts";
import { formatDateRange } from "#src/training/course-format.ts";
import type { CertificateView } from "./certificate-types.ts";

/** What a certificate's public page says, in the page's language; the route draws it. */
export interface CertificatePageText {
  status: number;
  title: string;
  facts?: { label: string; value: string }[];
  paragraphs: string[];
}

/**
 * A valid certificate: the name, the course, its dates, whether for the whole
 * course or part of it (review 3, M12) and who issued it, nothing else; `null` (unknown or revoked): a plain "not found"; `"unavailable"`:
 * the store cannot answer now.
 */
export function certificatePageText(
  found: CertificateView | null | "unavailable",
  language: Language,
  issuer: string,
): CertificatePageText {
  const words = dictionaries[language].certificate.page;
  if (found === "unavailable") {
    return { status: 503, title: words.unavailable.title, paragraphs: [words.unavailable.text] };
  }
  if (!found) {
    return { status: 404, title: words.notFound.title, paragraphs: [words.notFound.text] };
  }
  return {
    status: 200,
    title: words.title,
    facts: [
      { label: words.labels.name, value: found.name },
      { label: words.labels.course, value: found.courseTitle },
      {
        label: words.labels.dates,
        value: formatDateRange(found.firstDay, found.lastDay, language),
      },
      {
        label: words.labels.attendance,
        value: words.attendance[found.attendance === "partly" ? "partly" : "whole"],
      },
    ],
    paragraphs: [fill(words.valid, { company: issuer })],
  };
}
