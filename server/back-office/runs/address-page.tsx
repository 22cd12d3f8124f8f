import { addressCountryCodes, type BuyerAddress } from "#src/forms/buyer-address.ts";
import type { RosterRow } from "#server/runs/roster-types.ts";
import { PageShell } from "#server/back-office/shared/page-shell.tsx";
import type { RunLine } from "./runs-page-lines.ts";
import { placeActionPath, rosterPath } from "./run-paths.ts";

/** What the form holds: as stored, or as just posted with its problems. */
export interface AddressValues {
  address: BuyerAddress;
  invoiceEmail: string;
  vatId: string;
}

export type AddressProblems = Partial<
  Record<keyof BuyerAddress | "invoiceEmail" | "vatId", string>
>;

/**
 * Completing an enrolment's invoice address before it is confirmed: an older
 * form's free text (shown as it was posted) turned into the address in parts
 * the invoice needs, and for a business its invoice e-mail and VAT ID. The
 * back office is English only; each problem stands at its field.
 */
export function AddressPage(props: {
  signedIn: { email: string };
  line: RunLine;
  row: RosterRow;
  isBusiness: boolean;
  /** The free text an older form posted. */
  asPosted?: string;
  values: AddressValues;
  problems?: AddressProblems;
}) {
  const { row, values, problems = {} } = props;
  const field = (name: keyof AddressProblems, label: string, input: React.ReactNode) => (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      {input}
      {problems[name] && (
        <p className="problem" id={`${name}-problem`}>
          {problems[name]}
        </p>
      )}
    </div>
  );
  const described = (name: keyof AddressProblems) =>
    problems[name] ? { "aria-invalid": true, "aria-describedby": `${name}-problem` } : {};
  return (
    <PageShell
      title="Complete the invoice address"
      signedIn={props.signedIn}
      section="runs"
      isNarrow
    >
      <h1>Complete the invoice address</h1>
      <p>
        <strong>{props.line.courseTitle}</strong>, {props.line.label}: the enrolment of{" "}
        <strong>{row.name}</strong> ({row.email}). Its invoice is issued when you confirm it, with
        this address; nothing is sent now.
      </p>
      {props.asPosted && (
        <p data-as-posted>
          As the form posted it: <q>{props.asPosted}</q>
        </p>
      )}
      {Object.keys(problems).length > 0 && (
        <p className="problem" role="alert">
          Nothing saved: see the fields below.
        </p>
      )}
      <form method="post" action={placeActionPath(row.id, "address", row.placeVersion)}>
        {field(
          "street",
          "Street and number",
          <input
            id="street"
            name="street"
            defaultValue={values.address.street}
            {...described("street")}
          />,
        )}
        {field(
          "postalCode",
          "Postal code",
          <input
            id="postalCode"
            name="postalCode"
            defaultValue={values.address.postalCode}
            {...described("postalCode")}
          />,
        )}
        {field(
          "city",
          "City",
          <input id="city" name="city" defaultValue={values.address.city} {...described("city")} />,
        )}
        {field(
          "country",
          "Country",
          <select
            id="country"
            name="country"
            defaultValue={values.address.country}
            {...described("country")}
          >
            {addressCountryCodes.map((code) => (
              <option key={code} value={code}>
                {new Intl.DisplayNames(["en"], { type: "region" }).of(code) ?? code}
              </option>
            ))}
          </select>,
        )}
        {props.isBusiness && (
          <>
            {field(
              "invoiceEmail",
              "E-mail address for invoices (optional: else the booker's)",
              <input
                id="invoiceEmail"
                name="invoiceEmail"
                type="email"
                defaultValue={values.invoiceEmail}
                {...described("invoiceEmail")}
              />,
            )}
            {field(
              "vatId",
              "VAT ID (optional)",
              <input id="vatId" name="vatId" defaultValue={values.vatId} {...described("vatId")} />,
            )}
          </>
        )}
        <div className="actions">
          <button type="submit">Save the address</button>
          <a className="button secondary" href={rosterPath(row.courseKey, row.runKey)}>
            Back to the roster
          </a>
        </div>
      </form>
    </PageShell>
  );
}
