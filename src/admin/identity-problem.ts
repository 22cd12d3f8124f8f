/**
 * Why a call to the Identity API (GoTrue, through @netlify/identity) failed,
 * in the three cases a person can act on differently:
 *   - refused: it answered 4xx (a token expired or used, a password turned
 *     down); `detail` is its own words, `{msg}` or `{error_description}`;
 *   - unavailable: it answered 5xx, or something we cannot read;
 *   - unreachable: no answer at all (offline, blocked, DNS).
 * @netlify/identity wraps every failure in an AuthError whose `cause` is
 * gotrue-js's error: an HTTPError with the `status` (and `json`, when the
 * body was JSON), or fetch's TypeError when nothing came back.
 */
export type IdentityProblem =
  | { kind: "refused"; status: number; detail?: string }
  | { kind: "unavailable"; status?: number }
  | { kind: "unreachable" };

interface HttpFailure {
  status: number;
  json?: { msg?: unknown; error_description?: unknown };
}

export function identityProblem(error: unknown): IdentityProblem {
  const cause = causeOf(error);
  if (isHttpFailure(cause)) {
    if (cause.status >= 400 && cause.status < 500) {
      const detail = [cause.json?.msg, cause.json?.error_description].find(
        (text): text is string => typeof text === "string" && text.trim() !== "",
      );
      return { kind: "refused", status: cause.status, ...(detail ? { detail } : {}) };
    }
    return { kind: "unavailable", status: cause.status };
  }
  return cause instanceof TypeError ? { kind: "unreachable" } : { kind: "unavailable" };
}

/** The innermost error: gotrue-js's, beneath @netlify/identity's AuthError. */
function causeOf(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 3; depth++) {
    if (isHttpFailure(current)) return current;
    const next = (current as { cause?: unknown } | null)?.cause;
    if (next === undefined) return current;
    current = next;
  }
  return current;
}

function isHttpFailure(value: unknown): value is HttpFailure {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { status?: unknown }).status === "number"
  );
}
