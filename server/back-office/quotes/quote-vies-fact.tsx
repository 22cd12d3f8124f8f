import { formatTime } from "#server/back-office/shared/format-time.ts";
import type { QuoteVies } from "./quote-vies.ts";

/** VIES's answer on a reverse-charged quote's buyer: a quote is sent only on "valid". */
export function ViesFact({ vies }: { vies: QuoteVies }) {
  const { answer } = vies;
  return (
    <>
      <dt>VIES on {vies.vatId}</dt>
      <dd data-vies={answer.outcome}>
        {answer.outcome === "valid"
          ? `valid: the reverse charge applies${answer.consultationNumber ? ` (consultation number ${answer.consultationNumber})` : ""}`
          : answer.outcome === "invalid"
            ? "not valid: the quote cannot be sent with the reverse charge"
            : `not reached (${answer.reason}): asked again at the next look or sending`}
        , asked {formatTime(answer.checkedAt)}
      </dd>
    </>
  );
}
