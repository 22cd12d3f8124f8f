import type { SignedInContext } from "#server/back-office/router.tsx";
import { redirect } from "#server/back-office/http.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import type { WithdrawalStatement } from "#server/runs/withdrawal-types.ts";
import type { RunHandlerOptions } from "./run-handler-options.ts";

/** "/admin/runs/withdrawal-statements/<id>": its POST marks a statement handled. */
export const withdrawalStatementPattern = new RegExp(
  `^${backOfficePaths.runs}/withdrawal-statements/(?<id>\\d{1,15})$`,
);

const withdrawalStatementPath = (id: number) =>
  `${backOfficePaths.runs}/withdrawal-statements/${id}`;

/** A moment as the back office writes it, in Amsterdam time: "2026-11-28 23:05". */
function amsterdamMoment(iso: string): string {
  return new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Europe/Amsterdam",
    dateStyle: "short",
    timeStyle: "short",
  }).format(new Date(iso));
}

/**
 * The statements of withdrawal the owner still has to deal with (the Runs
 * page): from the public page without a confirmation yet (matched or not),
 * and those that reached us after the course had started, whose part given
 * the owner settles by hand. Each is marked handled once dealt with; one
 * confirmed by its link leaves the list by itself.
 */
export function WithdrawalStatements({ statements }: { statements: WithdrawalStatement[] }) {
  if (statements.length === 0) return null;
  return (
    <section aria-labelledby="withdrawal-statements">
      <h2 id="withdrawal-statements">Statements of withdrawal to handle</h2>
      <p>
        Each reached us at the moment shown, which counts for the withdrawal period and the refund
        (14 days). Match it to its enrolment and cancel that with the cause “withdrawal” and the day
        it reached us, or settle the part already given of a course that had started; then mark it
        handled.
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Reached us</th>
            <th scope="col">From</th>
            <th scope="col">Name</th>
            <th scope="col">E-mail</th>
            <th scope="col">Enrolment number</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {statements.map((statement) => (
            <tr key={statement.id} data-withdrawal-statement="">
              <td>{amsterdamMoment(statement.receivedAt)}</td>
              <td>
                {statement.source === "public-page"
                  ? `public page${statement.enquiryId === null ? ", no match" : ", address matches"}`
                  : "enrolment's page, course started"}
              </td>
              <td>{statement.name}</td>
              <td>{statement.email}</td>
              <td>{statement.number}</td>
              <td>
                <form method="post" action={withdrawalStatementPath(statement.id)}>
                  <button type="submit">Mark handled</button>
                </form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The owner marks a statement handled: logged, back to the Runs page. */
export function createWithdrawalStatementHandlers(options: RunHandlerOptions) {
  return {
    async markWithdrawalHandled({ request, response, params, signedIn }: SignedInContext) {
      const id = Number(params.id);
      const isMarked = await options.runs.markWithdrawalHandled({
        id,
        at: options.now().toISOString(),
        by: signedIn.email,
      });
      if (isMarked) await options.audit(signedIn.email, "withdrawal handled", `statement ${id}`);
      redirect(
        request,
        response,
        isMarked ? `${backOfficePaths.runs}?notice=handled` : backOfficePaths.runs,
      );
    },
  };
}
