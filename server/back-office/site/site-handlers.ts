import { readFormBody } from "#server/http/form-body.ts";
import { redirect } from "#server/back-office/http.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import type { SignedInContext } from "#server/back-office/router.tsx";
import type { SiteBuilds } from "./site-builds.ts";

export interface SiteHandlerOptions {
  builds: Pick<SiteBuilds, "request" | "status" | "rollback">;
  log: Pick<Console, "warn">;
}

/** The live site: a rebuild on request, and a rollback to the build before. */
export function createSiteHandlers(options: SiteHandlerOptions) {
  const { builds } = options;
  return {
    rebuild({ request, response, signedIn }: SignedInContext) {
      builds.request(signedIn.email);
      redirect(request, response, `${backOfficePaths.overview}?notice=rebuild`);
    },

    async rollback({ request, response, signedIn }: SignedInContext) {
      const form = await readFormBody(request);
      const status = await builds.status();
      const asked = form.kind === "fields" ? form.fields.get("release") : undefined;
      // The page showed one build to go back to; if the builds moved on since, nothing happens.
      if (!status.previous || asked !== status.previous.id) {
        redirect(request, response, `${backOfficePaths.overview}?problem=rollback`);
        return;
      }
      try {
        await builds.rollback(signedIn.email);
        redirect(request, response, `${backOfficePaths.overview}?notice=rolled-back`);
      } catch (error) {
        options.log.warn(`Rollback refused: ${(error as Error).message}`);
        redirect(request, response, `${backOfficePaths.overview}?problem=rollback`);
      }
    },
  };
}

export type SiteHandlers = ReturnType<typeof createSiteHandlers>;
