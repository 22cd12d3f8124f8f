import { adminPath } from "#server/http/admin-policy.ts";

/**
 * Every address of the back office, under /admin (server/http/admin-policy.ts),
 * in one place: the router, the pages' links and forms, and the tests read
 * them here.
 */
export const backOfficePaths = {
  overview: `${adminPath}/`,
  signIn: `${adminPath}/sign-in`,
  signInOptions: `${adminPath}/sign-in/options`,
  signOut: `${adminPath}/sign-out`,
  /** The signed-in account's sessions ("/admin/account" is Netlify Identity's page in the build). */
  sessions: `${adminPath}/sessions`,
  signOutEverywhere: `${adminPath}/sessions/sign-out-everywhere`,
  /** `${invitation}/<token>`; its options at `${invitation}/<token>/options`. */
  invitation: `${adminPath}/invitation`,
  enquiries: `${adminPath}/enquiries`,
  /** Every run; a run's roster and actions below it, an enrolment's place at `places` (runs/run-paths.ts). */
  runs: `${adminPath}/runs`,
  places: `${adminPath}/places`,
  /** Every invoice and credit note; its CSV per period at `${invoices}.csv` (invoices/invoice-paths.ts). */
  invoices: `${adminPath}/invoices`,
  /** Quotes to businesses: the list, its CSV at `${quotes}.csv`, a quote below it (quotes/quote-paths.ts). */
  quotes: `${adminPath}/quotes`,
  /** What participants said after their course; its CSV at `${evaluations}.csv`. */
  evaluations: `${adminPath}/evaluations`,
  /** The visit counts; its CSV at `${traffic}.csv`. */
  traffic: `${adminPath}/traffic`,
  /** The Decap CMS editor page, saving through `editorApi`. */
  editor: `${adminPath}/editor`,
  editorConfig: `${adminPath}/config.yml`,
  editorApi: `${adminPath}/api/v1`,
  rebuild: `${adminPath}/site/rebuild`,
  rollback: `${adminPath}/site/rollback`,
  log: `${adminPath}/log`,
  assets: `${adminPath}/assets`,
  stylesheet: `${adminPath}/assets/back-office.css`,
} as const;

export function invitationPath(token: string): string {
  return `${backOfficePaths.invitation}/${token}`;
}

export function enquiryPath(id: number): string {
  return `${backOfficePaths.enquiries}/${id}`;
}
