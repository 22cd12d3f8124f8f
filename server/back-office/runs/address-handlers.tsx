import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { addressFieldNames, buyerAddress, validateAddress } from "#src/forms/buyer-address.ts";
import { validateEmail } from "#src/forms/contact-schema.ts";
import { checkVatId } from "#src/forms/vat-id.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { readFormBody } from "#server/http/form-body.ts";
import { createCatalogueReader } from "#server/enquiries/enrolment-record.ts";
import type { EnrolmentRecord } from "#server/mail/enrolment-mails.ts";
import type { RosterRow } from "#server/runs/roster-types.ts";
import { redirect, sendPage } from "#server/back-office/http.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import type { SignedInContext } from "#server/back-office/router.tsx";
import { guardedAction, Refusal } from "#server/back-office/shared/guarded-action.ts";
import { type AddressProblems, AddressPage, type AddressValues } from "./address-page.tsx";
import { versionIn } from "./place-handlers.tsx";
import type { RunHandlerOptions } from "./run-handlers.tsx";
import { rosterPath } from "./run-paths.ts";
import { runLineOf } from "./runs-page-lines.ts";

const words = dictionaries.en.form;

/**
 * Completing an enrolment's invoice address on the roster before it is
 * confirmed (an older form's free text): a page with the address in parts,
 * checked by the enrolment form's own rules, saved into the enrolment's record
 * only while it is not confirmed and still at the version shown; logged.
 */
export function createAddressHandlers(options: RunHandlerOptions) {
  const { runs, audit, now } = options;
  const catalogueOf = createCatalogueReader(options.privateRuns);

  const anEnrolment = guardedAction({
    async find({ url, params, build }: SignedInContext) {
      const version = versionIn(url);
      if (version === undefined) {
        return new Refusal(({ request, response }) =>
          redirect(request, response, backOfficePaths.runs),
        );
      }
      const row = await runs.runEnrolment(Number(params.id));
      return (
        row && { row: { ...row, placeVersion: version }, catalogue: catalogueOf(build?.folder) }
      );
    },
    notFound: ({ request, response }) =>
      redirect(request, response, `${backOfficePaths.runs}?problem=gone`),
  });

  async function show(
    context: SignedInContext,
    found: { row: RosterRow; catalogue: ReturnType<typeof catalogueOf> },
    status: number,
    values: AddressValues,
    problems?: AddressProblems,
  ) {
    const { request, response, signedIn } = context;
    const { row, catalogue } = found;
    const record = recordOf(row);
    const line = runLineOf(
      catalogue,
      await runs.runOverview(),
      row.courseKey,
      row.runKey,
      todayInAmsterdam(now()),
    );
    sendPage(
      request,
      response,
      status,
      <AddressPage
        signedIn={{ email: signedIn.email }}
        line={line}
        row={row}
        isBusiness={record.buyer === "business"}
        asPosted={(record.buyer === "business" ? record.invoice : record.address) || undefined}
        values={values}
        {...(problems && { problems })}
      />,
    );
  }

  return {
    addressPage: anEnrolment((context, found) => {
      const record = recordOf(found.row);
      return show(context, found, 200, {
        address: record.buyerAddress ?? buyerAddress({}),
        invoiceEmail: record.invoiceEmail ?? "",
        vatId: record.vatId ?? "",
      });
    }),

    completeAddress: anEnrolment(async (context, found) => {
      const { request, response, signedIn } = context;
      const { row } = found;
      const form = await readFormBody(request);
      const fields = form.kind === "fields" ? form.fields : new Map<string, string>();
      const address = buyerAddress(
        Object.fromEntries(addressFieldNames.map((name) => [name, fields.get(name) ?? ""])),
      );
      const invoiceEmail = (fields.get("invoiceEmail") ?? "").trim();
      const vatIdTyped = (fields.get("vatId") ?? "").trim();
      const problems: AddressProblems = Object.fromEntries(
        Object.entries(validateAddress(address)).map(([name, key]) => [
          name,
          words.enrolment.messages[key],
        ]),
      );
      const emailProblem = invoiceEmail ? validateEmail(invoiceEmail) : undefined;
      if (emailProblem) problems.invoiceEmail = words.messages[emailProblem];
      const vat = vatIdTyped ? checkVatId(vatIdTyped) : undefined;
      if (vat && !vat.isValid) problems.vatId = `This VAT ID fails its check: ${vat.reason}.`;
      if (Object.keys(problems).length > 0) {
        await show(context, found, 400, { address, invoiceEmail, vatId: vatIdTyped }, problems);
        return;
      }
      const outcome = await runs.completeAddress({
        id: row.id,
        version: row.placeVersion,
        address,
        invoiceEmail,
        vatId: vat?.isValid ? vat.vatId : "",
      });
      const roster = rosterPath(row.courseKey, row.runKey);
      const query = (key: string, value: string) =>
        `${roster}?${new URLSearchParams({ [key]: value, enrolment: String(row.id) })}`;
      if (outcome.outcome === "gone") {
        redirect(request, response, `${backOfficePaths.runs}?problem=gone`);
        return;
      }
      if (outcome.outcome !== "done") {
        redirect(
          request,
          response,
          query("problem", outcome.outcome === "changed" ? "changed" : "state"),
        );
        return;
      }
      await audit(
        signedIn.email,
        "complete address",
        `enrolment ${row.id} on ${row.courseKey} ${row.runKey}`,
      );
      redirect(request, response, query("notice", "address"));
    }),
  };
}

function recordOf(row: RosterRow): Partial<EnrolmentRecord> {
  return JSON.parse(row.details ?? "{}") as Partial<EnrolmentRecord>;
}

export type AddressHandlers = ReturnType<typeof createAddressHandlers>;
