import { backOfficePaths } from "#server/back-office/paths.ts";

/**
 * The Runs page's addresses (route-table.ts matches them with these
 * patterns): a run's roster at /admin/runs/<family>/<course>/<run key>, its
 * CSV beside it, its actions below it; an enrolment's place at
 * /admin/places/<id>/<action>. What an action needs besides its address
 * (the version shown, the run to move to) is in its query; what the owner
 * chose on the page (a cause, Dutch VAT, a day) is its form's body.
 */
const slug = "[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?";
const run = `${backOfficePaths.runs}/(?<family>${slug})/(?<course>${slug})/(?<run>${slug})`;

export const runPatterns = {
  roster: new RegExp(`^${run}$`),
  csv: new RegExp(`^${run}\\.csv$`),
  participantsCsv: new RegExp(`^${run}/participants\\.csv$`),
  guarantee: new RegExp(`^${run}/guarantee$`),
  cancel: new RegExp(`^${run}/cancel$`),
  move: new RegExp(`^${run}/move$`),
  confirmPlace: new RegExp(`^${backOfficePaths.places}/(?<id>\\d{1,15})/confirm$`),
  givePlace: new RegExp(`^${backOfficePaths.places}/(?<id>\\d{1,15})/place$`),
  cancelPlace: new RegExp(`^${backOfficePaths.places}/(?<id>\\d{1,15})/cancel$`),
  addressPlace: new RegExp(`^${backOfficePaths.places}/(?<id>\\d{1,15})/address$`),
  expressRequest: new RegExp(`^${backOfficePaths.places}/(?<id>\\d{1,15})/express-request$`),
  cancellationCharge: new RegExp(`^${backOfficePaths.places}/(?<id>\\d{1,15})/charge$`),
  certificate: new RegExp(
    `^${backOfficePaths.places}/(?<id>\\d{1,15})/participants/(?<position>\\d{1,4})/certificate/(?<action>tick|untick|resend|revoke)$`,
  ),
  revokeCertificate: new RegExp(
    `^${backOfficePaths.places}/(?<id>\\d{1,15})/participants/(?<position>\\d{1,4})/certificate/(?<action>revoke)$`,
  ),
  participantName: new RegExp(
    `^${backOfficePaths.places}/(?<id>\\d{1,15})/participants/(?<position>\\d{1,4})/name$`,
  ),
  addParticipant: new RegExp(`^${backOfficePaths.places}/(?<id>\\d{1,15})/participants/add$`),
  removeParticipant: new RegExp(
    `^${backOfficePaths.places}/(?<id>\\d{1,15})/participants/(?<position>\\d{1,4})/remove$`,
  ),
  attendance: new RegExp(
    `^${backOfficePaths.places}/(?<id>\\d{1,15})/participants/(?<position>\\d{1,4})/attendance$`,
  ),
};

export type RunAction = "guarantee" | "cancel" | "move";
export type PlaceActionPath =
  | "confirm"
  | "place"
  | "cancel"
  | "address"
  | "express-request"
  | "charge";

/** "/admin/runs/devops/docker/2027-03-01-classroom" */
export function rosterPath(courseKey: string, runKey: string): string {
  return `${backOfficePaths.runs}/${courseKey}/${runKey}`;
}

export function runActionPath(courseKey: string, runKey: string, action: RunAction): string {
  return `${rosterPath(courseKey, runKey)}/${action}`;
}

/** An enrolment's action, naming the version of its place the page showed. */
export function placeActionPath(id: number, action: PlaceActionPath, version?: number): string {
  return `${backOfficePaths.places}/${id}/${action}${version === undefined ? "" : `?version=${version}`}`;
}

/** Where a participant's attendance mark is posted (the mark is the form's `mark`). */
export function attendancePath(id: number, position: number): string {
  return `${backOfficePaths.places}/${id}/participants/${position}/attendance`;
}

/** A participant's name and e-mail: a substitute, or a name given later. */
export function participantNamePath(id: number, position: number): string {
  return `${backOfficePaths.places}/${id}/participants/${position}/name`;
}

/** One participant more on an enrolment, naming the version of the enrolment shown. */
export function addParticipantPath(id: number, version: number): string {
  return `${backOfficePaths.places}/${id}/participants/add?version=${version}`;
}

/** One participant fewer, naming the version of the enrolment shown. */
export function removeParticipantPath(id: number, position: number, version: number): string {
  return `${backOfficePaths.places}/${id}/participants/${position}/remove?version=${version}`;
}

export type CertificateAction = "tick" | "untick" | "resend" | "revoke";

/** A participant's certificate: the tick for the partly present, resend, revoke. */
export function certificateActionPath(
  id: number,
  position: number,
  action: CertificateAction,
): string {
  return `${backOfficePaths.places}/${id}/participants/${position}/certificate/${action}`;
}

/** The course key ("devops/docker") and run key a run's address names. */
export function runOfParams(params: Record<string, string>): { courseKey: string; runKey: string } {
  return { courseKey: `${params.family}/${params.course}`, runKey: params.run ?? "" };
}
