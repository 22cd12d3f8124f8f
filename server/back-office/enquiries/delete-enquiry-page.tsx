import type { Enquiry } from "#server/enquiries/enquiry-tables.ts";
import { enquiryPath } from "#server/back-office/paths.ts";
import { PageShell } from "#server/back-office/shared/page-shell.tsx";
import { formatTime } from "#server/back-office/shared/format-time.ts";

/**
 * The confirmation before an enquiry is deleted (a visitor's erasure
 * request): it cannot be undone, so the page says what goes and asks once more.
 */
export function DeleteEnquiryPage(props: {
  signedIn: { email: string };
  enquiry: Enquiry;
  /** Its invoices' and credit notes' numbers: they stay. */
  keptInvoices?: string[];
}) {
  const kept = props.keptInvoices ?? [];
  const { enquiry } = props;
  const what = enquiry.kind === "enrolment" ? "enrolment" : "enquiry";
  return (
    <PageShell
      title={`Delete this ${what}?`}
      signedIn={props.signedIn}
      section="enquiries"
      isNarrow
    >
      <h1>Delete this {what}?</h1>
      <p>
        The {what} from <strong>{enquiry.name}</strong> ({enquiry.email}), received{" "}
        {formatTime(enquiry.receivedAt)}, is deleted from the store for good, with its e-mail if
        that has not gone out yet. Backups made before today still hold it until they are replaced.
        This cannot be undone.
      </p>
      {kept.length > 0 && (
        <p data-kept-invoices>
          Kept: its invoices and credit notes ({kept.join(", ")}). The law requires us to keep them
          7 years (art. 52 AWR), so a deletion request does not reach them. They hold only what they
          show: the buyer's name, address, invoice e-mail, VAT ID and reference, the participants'
          names as invoiced, the course and the amounts. Everything else of the enrolment goes: the
          phone number, the remarks, the participants' e-mail addresses, the consents and its mails.
        </p>
      )}
      <div className="actions">
        <form method="post" action={`${enquiryPath(enquiry.id)}/delete`} className="inline">
          <button type="submit" className="danger">
            Delete for good
          </button>
        </form>
        <a className="button secondary" href={enquiryPath(enquiry.id)}>
          Keep it
        </a>
      </div>
    </PageShell>
  );
}
