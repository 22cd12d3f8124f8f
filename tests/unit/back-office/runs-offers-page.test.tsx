import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RosterPage } from "#server/back-office/runs/roster-page.tsx";
import { rosterMessages } from "#server/back-office/runs/roster-messages.ts";
import { placesText } from "#server/back-office/runs/run-badges.tsx";
import { runLineOf } from "#server/back-office/runs/runs-page-lines.ts";
import type { RosterRow } from "#server/runs/roster-types.ts";

/** The Runs pages show the offers running, and a move refused for the confirmed, with its numbers. */
const courseKey = "devops/docker";
const runKey = "2027-03-01-classroom";
const line = runLineOf(
  undefined,
  {
    runs: [
      {
        courseKey,
        runKey,
        taken: 3,
        confirmed: 1,
        offered: 1,
        waiting: 1,
        waitingEnrolments: 1,
        unanswered: 0,
        enrolments: 4,
      },
    ],
    states: [],
  },
  courseKey,
  runKey,
  "2026-11-27",
);
const row = (id: number, name: string, place: RosterRow["place"]): RosterRow => ({
  id,
  receivedAt: "2026-11-20T10:00:00.000Z",
  language: "en",
  name,
  email: `${name.toLowerCase()}@example.nl`,
  phone: "",
  message: "",
  details: "{}",
  courseKey,
  runKey,
  participants: 1,
  place,
  placeVersion: 1,
  placeChangedAt: null,
  joiningSentAt: null,
  lastMailKind: place === "offered" ? "offered" : null,
  lastMailStatus: place === "offered" ? "sent" : null,
});

describe("the Runs pages", () => {
  it("count an offered place as taken and say how many are offered", () => {
    expect(placesText({ ...line, capacity: 3 })).toBe("3 of 3, 1 offered");
  });

  it("show an offer running on the roster: its deadline, and a place can still be given by hand", () => {
    const html = renderToStaticMarkup(
      <RosterPage
        signedIn={{ email: "owner@example.nl" }}
        line={{ ...line, isOffered: true, capacity: 3 }}
        rows={[row(1, "Ada", "placed"), row(2, "Alan", "offered"), row(3, "Bob", "waiting")]}
        offers={[{ enquiryId: 2, kind: "place", expiresAt: "2026-11-29T10:00:00.000Z" }]}
      />,
    );
    expect(html).toContain("place offered: awaiting their answer");
    expect(html).toContain("Offer runs until");
    expect(html).toContain("place offered</dd>".replace("</dd>", ": sent"));
    expect(html).toContain('Give a place<span class="visually-hidden"> to Alan');
    expect(html).toContain('Give a place<span class="visually-hidden"> to Bob');
  });

  it("say why a move was refused, with the numbers", () => {
    const url = new URL(
      "https://www.example.nl/admin/runs/devops/docker/2027-03-01-classroom?problem=too-small&confirmed=5&free=2",
    );
    expect(rosterMessages(url, [], line, true).problem).toBe(
      "Nothing moved: the run you chose cannot hold the confirmed enrolments, whose places are contracts: 5 confirmed participants need places and 2 are free there. Raise its capacity in the course file (Edit content), or choose another run.",
    );
  });
});
