import type { Enquiry } from "#server/enquiries/enquiry-tables.ts";
import { enquiryPath } from "#server/back-office/paths.ts";
import { PageShell } from "#server/back-office/shared/page-shell.tsx";
import { formatTime } from "#server/back-office/shared/format-time.ts";

/**
 * The confirmation before an enquiry is deleted (a visitor's erasure
 * request): it cannot be undone, so the page says what goes and asks once more.
 */
export function DeleteEnquiryPage(props: { signedIn: { email: string }; enquiry: Enquiry }) {
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
