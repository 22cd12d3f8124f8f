import path from "node:path";
import { companyIn } from "#src/content/company.server.ts";
import { ContentError, contentDir } from "#src/content/load-content.server.ts";

/**
 * Whether a build for `siteUrl` can only ever be seen on a developer's machine
 * or in a test: a loopback address, or a name reserved for examples and tests
 * that can never be a real public site (RFC 2606 and RFC 6761: the top-level
 * names .example, .test, .invalid and .localhost, and example.com, .net and
 * .org with their subdomains). Not example.nl or the like: those are ordinary
 * names someone can register and serve, so a build for one is treated as real.
 */
export function isLocalOrExampleAddress(siteUrl: string): boolean {
  const host = new URL(siteUrl).hostname.toLowerCase().replace(/\.$/, "");
  if (host === "[::1]" || /^127(\.\d{1,3}){3}$/.test(host)) return true;
  const labels = host.split(".");
  const topLevel = labels.at(-1) ?? "";
  if (["localhost", "example", "test", "invalid"].includes(topLevel)) return true;
  const registered = labels.slice(-2).join(".");
  return ["example.com", "example.net", "example.org"].includes(registered);
}

/**
 * Why a build for `siteUrl` must not go on, or undefined: a real address
 * with company facts still marked as placeholders would publish a made-up
 * KvK number, VAT id, street or phone as ours. Names each placeholder, with
 * its stand-in value where it is a single one, and the file that holds them.
 */
export function placeholderProblem(
  siteUrl: string,
  company: { placeholders?: string[] },
  file: string,
): string | undefined {
  const placeholders = company.placeholders ?? [];
  if (placeholders.length === 0 || isLocalOrExampleAddress(siteUrl)) return undefined;
  const lines = placeholders.map((field) => {
    const value = valueAt(company, field);
    const shown = typeof value === "string" || typeof value === "number";
    return `- ${field}${shown ? ` (now ${JSON.stringify(value)})` : ""}`;
  });
  return [
    `The build is for ${siteUrl}, but ${file} still marks ${placeholders.length} company fact(s) as placeholders:`,
    ...lines,
    `Enter the real value of each and take it off the placeholders: list in ${file} (in the editor: Company details, "Still placeholders"), or build for a local or example address (localhost, *.example, *.test, example.com). Nothing was built.`,
  ].join("\n");
}

/**
 * The build's first step: stops (exit status 1, the list on stderr) when
 * `placeholderProblem` finds one. Content that does not load is left to the
 * page build, which reports every problem in the loader's words.
 */
export function checkCompanyPlaceholders(siteUrl: string): void {
  let company: { placeholders?: string[] };
  try {
    company = companyIn();
  } catch (error) {
    if (error instanceof ContentError) return;
    throw error;
  }
  const file = path.relative(process.cwd(), path.join(contentDir(), "company.yml"));
  const problem = placeholderProblem(siteUrl, company, file);
  if (!problem) return;
  console.error(problem);
  process.exit(1);
}

/** `offices[0].street` in `value`. */
function valueAt(value: unknown, field: string): unknown {
  return field
    .split(/\.|\[(\d+)\]/)
    .filter((step) => step !== undefined && step !== "")
    .reduce<unknown>(
      (at, step) =>
        at !== null && typeof at === "object" ? (at as Record<string, unknown>)[step] : undefined,
      value,
    );
}
