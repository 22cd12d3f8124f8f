import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import type { EnrolmentView } from "#server/runs/enrolment-view.ts";
import { EnrolmentPage } from "#server/site-routes/enrolment-page.tsx";
import { cents } from "#src/money/money.ts";

const view: EnrolmentView = {
  id: 7,
  number: "E-7",
  language: "en",
  courseKey: "devops/docker",
  runKey: "2027-03-01-classroom",
  courseTitle: "Docker",
  runLabel: "1–3 March 2027, classroom",
  runStart: "2027-03-01",
  place: "confirmed",
  cancelCause: null,
  name: "Sanne",
  email: "sanne@example.nl",
  participants: [{ position: 1, name: "Sanne", email: "" }],
  canEditParticipants: false,
  documents: [
    {
      number: "2027-0001",
      kind: "invoice",
      issueDate: "2027-01-10",
      inclVat: 121_000,
      paid: 121_000,
      status: "paid",
    },
  ],
  paidCents: 121_000,
  refundBy: "2027-01-24",
  window: { state: "open", until: "2027-01-25", hasStarted: false },
  isExpressRequested: true,
};

describe("the buyer's enrolment page", () => {
  it("shows the invoice's status and the withdrawal's consequence in money before any step", () => {
    const html = renderToStaticMarkup(<EnrolmentPage view={view} />);
    expect(html).toContain("Invoice 2027-0001 of 10 January 2027: €1,210.00, paid");
    expect(html).toContain(
      "Everything you have paid (€1,210.00) is refunded within 14 days, that is by 24 January 2027",
    );
    expect(html).toContain(`>${dictionaries.en.withdrawal.button}</button>`);
  });

  it("keeps one slot for cancel or move: shown with what it is given, absent without", () => {
    const heading = dictionaries.en.enrolmentPage.changesHeading;
    expect(renderToStaticMarkup(<EnrolmentPage view={view} />)).not.toContain(heading);
    const html = renderToStaticMarkup(
      <EnrolmentPage view={view} changes={<p>Move to another run</p>} />,
    );
    expect(html).toContain(heading);
    expect(html).toContain("<p>Move to another run</p>");
  });

  it("says plainly when the period has ended and points to the terms, with no button", () => {
    const html = renderToStaticMarkup(
      <EnrolmentPage view={{ ...view, window: { state: "ended", endedOn: "2027-01-25" } }} />,
    );
    expect(html).toContain("The withdrawal period ended on 25 January 2027.");
    expect(html).toContain('href="/course-terms"');
    expect(html).not.toContain(dictionaries.en.withdrawal.button);
  });

  it("after the start says the part given is owed only with the express request on record", () => {
    const started = { ...view, window: { state: "open", until: "2027-03-03", hasStarted: true } };
    const asked = renderToStaticMarkup(<EnrolmentPage view={started as EnrolmentView} />);
    expect(asked).toContain("you owe the part already given");
    expect(asked).toContain("with what you paid (€1,210.00) set off against it");
    const unasked = renderToStaticMarkup(
      <EnrolmentPage view={{ ...(started as EnrolmentView), isExpressRequested: false }} />,
    );
    expect(unasked).toContain("you owe nothing for the part given");
    expect(unasked).not.toContain("you owe the part already given");
  });

  it("after a withdrawal in the course says what the part given cost and what comes back", () => {
    const withdrawn: EnrolmentView = {
      ...view,
      place: "cancelled",
      window: { state: "cancelled" },
      withdrawal: {
        receivedAt: "2027-03-02T10:00:00Z",
        isWithdrawn: true,
        refundBy: "2027-03-16",
        ack: {
          kind: "started",
          receivedAt: "2027-03-02T10:00:00Z",
          name: "Sanne",
          email: "sanne@example.nl",
          number: "E-7",
          refundBy: "2027-03-16",
          paidCents: cents(121_000),
          settlement: { given: 2, of: 3, owedCents: cents(80_666), refundCents: cents(40_334) },
        },
      },
    };
    const html = renderToStaticMarkup(<EnrolmentPage view={withdrawn} />);
    expect(html).toContain("2 of 3 course days, €806.66 incl. VAT");
    expect(html).toContain("We refund the rest, €403.34, within 14 days, that is by 16 March 2027");
    expect(html).not.toContain(dictionaries.en.withdrawal.button);
  });
});
