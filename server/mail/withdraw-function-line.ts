import type { CompanyIdentity } from "#src/content/company-identity.ts";
import { pageTable } from "#src/content/page-table.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import type { Language } from "#src/i18n/languages.ts";

/**
 * How a private buyer's receipt and confirmation name the withdrawal function
 * beside the model form (review 3, H2): its label and, where the site's
 * address is known (the privacy notice's, from SITE_URL), its page's address.
 */
export function withdrawFunctionName(
  identity: Pick<CompanyIdentity, "privacyUrl">,
  lang: Language,
): string {
  const label = `“${dictionaries[lang].shell.footer.withdraw}”`;
  if (!identity.privacyUrl) return label;
  return `${label} (${new URL(pageTable.withdraw.path[lang], identity.privacyUrl).href})`;
}
