import type { Company } from "#src/content/company.server.ts";
import { absoluteUrl, siteUrl } from "./site-url.ts";

/** schema.org objects for JSON-LD, built from the content. */
export interface Crumb {
  label: string;
  path: string;
}

export function breadcrumbList(crumbs: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export function organization(company: Company) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${siteUrl}/#organization`,
    name: company.name,
    legalName: company.legalName,
    url: absoluteUrl("/"),
    // Search engines want a raster logo of at least 112 px (written by scripts/build-steps/write-icons.ts).
    logo: absoluteUrl("/icon-512.png"),
    foundingDate: String(company.foundedYear),
    vatID: company.vatId,
    // The Dutch Chamber of Commerce (Kamer van Koophandel) registration.
    identifier: {
      "@type": "PropertyValue",
      propertyID: "KvK",
      name: "Kamer van Koophandel (KvK) number",
      value: company.chamberOfCommerceNumber,
    },
    email: company.email,
    telephone: company.phone.dial,
    sameAs: [company.professionalNetwork.url],
    address: company.offices.map((office) => ({
      "@type": "PostalAddress",
      streetAddress: office.street,
      postalCode: office.postalCode,
      addressLocality: office.city,
      addressCountry: office.countryCode,
    })),
  };
}

export function itemList(items: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      url: absoluteUrl(item.path),
    })),
  };
}

/** A consulting service, offered by the organization described on every page. */
export function consultingService({
  name,
  description,
  path,
  language,
}: {
  name: string;
  description: string;
  path: string;
  language: "en" | "nl";
}) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name,
    description,
    url: absoluteUrl(path),
    inLanguage: language,
    provider: { "@id": `${siteUrl}/#organization` },
  };
}
