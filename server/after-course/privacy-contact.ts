import { identityFromContent, type IdentityIn } from "#server/mail/sign-off.ts";
import type { Language } from "#src/i18n/languages.ts";
import { pagePath } from "#src/routing/paths.server.ts";

/**
 * Where a consent to publish is withdrawn, as the evaluation form says under
 * its box: the privacy address and the privacy notice's path in a language,
 * from the live release's identity, else from content/ (a release built
 * before it carried them).
 */
export function privacyContactFor(identity: IdentityIn) {
  return (language: Language): { email: string; path: string } => {
    const live = identity(language);
    return {
      email: live.privacyEmail ?? identityFromContent(language).privacyEmail ?? live.email,
      path: live.privacyUrl ? new URL(live.privacyUrl).pathname : pagePath("privacy", language),
    };
  };
}
