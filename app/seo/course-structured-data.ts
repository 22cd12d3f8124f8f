import { absoluteUrl, siteUrl } from "./site-url";

/**
 * schema.org Course for a course page. The Offer carries the fee as a plain
 * number; a course offered "dates and fee on request" gets no Offer, since we
 * never state a price we do not have.
 */
export function course(input: {
  name: string;
  description: string;
  path: string;
  fee?: number;
  hours?: number;
  certificate?: string;
  providerName: string;
}) {
  const pageUrl = absoluteUrl(input.path);
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: input.name,
    description: input.description,
    url: pageUrl,
    provider: {
      "@type": "Organization",
      "@id": `${siteUrl}/#organization`,
      name: input.providerName,
      url: absoluteUrl("/"),
    },
    inLanguage: "en",
    ...(input.hours !== undefined && { timeRequired: `PT${input.hours}H` }),
    ...(input.certificate && { educationalCredentialAwarded: input.certificate }),
    ...(input.fee !== undefined && {
      offers: {
        "@type": "Offer",
        price: input.fee,
        priceCurrency: "EUR",
        category: "Paid",
        url: pageUrl,
      },
    }),
  };
}
