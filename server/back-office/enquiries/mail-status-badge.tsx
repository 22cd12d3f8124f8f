import type { MailStatus } from "#server/enquiries/enquiry-tables.ts";

const labels: Record<MailStatus, { text: string; tone: string }> = {
  sent: { text: "sent", tone: "ok" },
  pending: { text: "pending", tone: "warn" },
  off: { text: "e-mail off", tone: "" },
};

/** Whether the owner's notification went out: sent, waiting in the outbox, or e-mail not set up. */
export function MailStatusBadge(props: { status: MailStatus }) {
  const label = labels[props.status] ?? labels.off;
  return <span className={`badge ${label.tone}`.trim()}>{label.text}</span>;
}
