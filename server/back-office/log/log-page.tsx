import type { AuditEntry } from "./audit-log-tables.ts";
import { PageShell } from "#server/back-office/shared/page-shell.tsx";
import { LogTable } from "./log-table.tsx";

/** Who did what in the back office: sign-ins, invitations, edits, builds, exports, deletions. */
export function LogPage(props: {
  signedIn: { email: string };
  entries: AuditEntry[];
  limit: number;
}) {
  return (
    <PageShell title="Log" signedIn={props.signedIn} section="log">
      <h1>Log</h1>
      <p>
        Sign-ins, invitations, edits, builds, exports and deletions, newest first (the latest{" "}
        {props.limit}).
      </p>
      <LogTable entries={props.entries} caption="The log, newest first" />
    </PageShell>
  );
}
