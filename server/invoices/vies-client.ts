/**
 * One question to VIES, the EU's VAT number check (its REST API's
 * `check-vat-number`): is the buyer's VAT ID registered? Asked by the server
 * process before an invoice under the reverse charge is issued (art. 18 lid 1
 * Uitvoeringsverordening (EU) 282/2011: the supplier may treat the buyer as a
 * taxable person once it has the number and confirmation that it is valid),
 * never by the store's process, and always within a time limit.
 *
 * What we send: `POST <url>` with JSON `{ countryCode, vatNumber,
 * requesterMemberStateCode, requesterNumber }`, the buyer's number split at
 * its two-letter prefix ("EL" for Greece, as VAT IDs write it) and our own
 * VAT ID the same way (with it, VIES gives a consultation number).
 *
 * What we rely on in the answer, and nothing else:
 * - `valid` (a boolean; `isValid` in some deployments): the verdict;
 * - `requestIdentifier`: the consultation number, our evidence of the check
 *   (kept with the invoice);
 * - `userError`: a code beside the verdict ("VALID", "INVALID", or one that
 *   says the register could not answer, such as MS_UNAVAILABLE or TIMEOUT:
 *   then `valid: false` is no verdict);
 * - `errorWrappers[].error` (with `actionSucceed: false`): the service could
 *   not answer (SERVICE_UNAVAILABLE, MS_UNAVAILABLE, TIMEOUT,
 *   MS_MAX_CONCURRENT_REQ, GLOBAL_MAX_CONCURRENT_REQ), refused the number's
 *   form (INVALID_INPUT: not valid), or refused our own VAT ID
 *   (INVALID_REQUESTER_INFO: our company file, not the buyer).
 * The trader's name and address it also returns are not kept: the
 * consultation number is the evidence, and what we invoice is what the buyer
 * gave us.
 */

/** The EU's own address of the check; VIES_URL overrides it (server/config.ts). */
export const defaultViesUrl =
  "https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number";

/** How long an answer may take before we call VIES unavailable. */
export const viesTimeoutMs = 8_000;

/** What VIES said of a VAT ID, as the roster shows it and the invoice keeps it. */
export type VatIdAnswer = {
  /** As checked: "DE123456789". */
  vatId: string;
  /** When we asked (ISO time). */
  checkedAt: string;
} & (
  | {
      outcome: "valid";
      /** VIES's `requestIdentifier`. */
      consultationNumber?: string;
    }
  | { outcome: "invalid" }
  /** No verdict: why, in words for the owner. */
  | { outcome: "unavailable"; reason: string }
);

/** How VIES is asked; `fetch` and the clock can be the test's. */
export interface ViesSettings {
  url: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => Date;
}

const unavailableCodes: Record<string, string> = {
  MS_UNAVAILABLE: "the member state's register did not answer",
  SERVICE_UNAVAILABLE: "VIES itself is not available",
  TIMEOUT: "the member state's register took too long",
  MS_MAX_CONCURRENT_REQ: "the member state's register is busy",
  GLOBAL_MAX_CONCURRENT_REQ: "VIES is busy",
  INVALID_REQUESTER_INFO:
    "VIES refused our own VAT ID as the requester: check vatId in content/company.yml",
};

/**
 * Asks VIES about `vatId` (normalised, "DE123456789"), with `requester` (our
 * own VAT ID) for a consultation number. Never throws: a network fault, a
 * time-out or an answer we cannot read is `unavailable`, with why.
 */
export async function askVies(
  vatId: string,
  requester: string | undefined,
  settings: ViesSettings,
): Promise<VatIdAnswer> {
  const checkedAt = (settings.now?.() ?? new Date()).toISOString();
  const unavailable = (reason: string): VatIdAnswer => ({
    vatId,
    checkedAt,
    outcome: "unavailable",
    reason,
  });
  const timeoutMs = settings.timeoutMs ?? viesTimeoutMs;
  const body = {
    countryCode: vatId.slice(0, 2),
    vatNumber: vatId.slice(2),
    ...(requester && {
      requesterMemberStateCode: requester.slice(0, 2),
      requesterNumber: requester.slice(2),
    }),
  };
  let status: number;
  let answer: unknown;
  try {
    const response = await (settings.fetch ?? fetch)(settings.url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
    answer = await response.json().catch(() => undefined);
  } catch (error) {
    const isTimeout = error instanceof Error && error.name === "TimeoutError";
    return unavailable(
      isTimeout ? `no answer within ${timeoutMs / 1000} s` : "VIES could not be reached",
    );
  }
  return readAnswer(answer, status, { vatId, checkedAt }) ?? unavailable(`answer ${status}`);
}

/** The verdict in VIES's answer, or undefined when it holds none we can read. */
function readAnswer(
  answer: unknown,
  status: number,
  asked: { vatId: string; checkedAt: string },
): VatIdAnswer | undefined {
  if (typeof answer !== "object" || answer === null) return undefined;
  const fields = answer as Record<string, unknown>;
  const code = errorCode(fields);
  if (code === "INVALID_INPUT") return { ...asked, outcome: "invalid" };
  if (code && code !== "VALID" && code !== "INVALID") {
    return {
      ...asked,
      outcome: "unavailable",
      reason: `${code}: ${unavailableCodes[code] ?? "VIES could not answer"}`,
    };
  }
  const valid = typeof fields.valid === "boolean" ? fields.valid : fields.isValid;
  if (status < 200 || status > 299 || typeof valid !== "boolean") return undefined;
  if (!valid) return { ...asked, outcome: "invalid" };
  const consultation = fields.requestIdentifier;
  return {
    ...asked,
    outcome: "valid",
    ...(typeof consultation === "string" &&
      consultation.trim() && { consultationNumber: consultation.trim() }),
  };
}

/** The answer's error code: an error wrapper's, or the code beside the verdict. */
function errorCode(fields: Record<string, unknown>): string | undefined {
  const wrappers = fields.errorWrappers;
  if (Array.isArray(wrappers) && wrappers.length > 0) {
    const first = wrappers[0] as { error?: unknown } | null;
    return typeof first?.error === "string" ? first.error : "UNKNOWN_ERROR";
  }
  if (fields.actionSucceed === false) return "UNKNOWN_ERROR";
  return typeof fields.userError === "string" ? fields.userError : undefined;
}
