import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { openCertificateTables } from "#server/after-course/certificate-tables.ts";
import { openEvaluationMethods } from "#server/after-course/evaluation-tables.ts";
import { openEnquiryTables } from "#server/enquiries/enquiry-tables.ts";
import { openRunTables } from "#server/runs/run-tables.ts";
import { databasePath, openDatabase } from "#server/store/database.ts";
import { pageWithPath } from "#src/routing/site-map.server.ts";
import { CoursePage, load } from "#src/templates/course-page.tsx";
import { PageProvider } from "#src/components/page-context.tsx";
import { navigation } from "#src/components/layout/navigation.server.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { commentsPerCourse } from "#src/training/course-ratings.server.ts";

/**
 * A course page's rating, from evaluations in the store as the build reads
 * them: shown once the course has 3, not before; each came through a
 * certificate, so only participants marked present could send one; the
 * sentence saying so links to its explanation; aggregateRating in the
 * course's structured data; no script.
 */
const dir = mkdtempSync(path.join(tmpdir(), "course-rating-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => {
  delete process.env.COURSE_RATINGS_FILE;
});

/** Participants of one enrolment on the Docker course: each marked, then evaluated by whoever got a link. */
function ratingsAfter(marks: ("present" | "absent")[], file: string, hasConsent = true) {
  const database = openDatabase(databasePath(path.join(dir, file)));
  try {
    const [added] = openEnquiryTables(database).addBatch([
      {
        values: { name: "Booker", email: "booker@example.nl", phone: "", message: "" },
        language: "en",
        receivedAt: "2026-10-01T10:00:00.000Z",
        isToBeMailed: false,
        enrolment: JSON.stringify({
          buyer: "business",
          company: "Engines B.V.",
          run: { key: "2026-10-05-classroom", start: "2026-10-05", end: "2026-10-07" },
          // Each with an address of their own: only that gets the evaluation's link.
          participantList: marks.map((_, index) => ({
            name: `Person${index + 1} Example`,
            email: `person${index + 1}@example.nl`,
          })),
        }),
        run: {
          courseKey: "devops/docker",
          runKey: "2026-10-05-classroom",
          participants: marks.length,
          capacity: 20,
          isScheduled: true,
        },
      },
    ]);
    const runs = openRunTables(database);
    marks.forEach((mark, index) => {
      runs.markAttendance({
        enquiryId: added?.id as number,
        position: index + 1,
        mark,
        at: "2026-10-05T09:00:00Z",
      });
    });
    const certificates = openCertificateTables(database);
    certificates.issueCertificates({
      today: "2026-10-08",
      at: "2026-10-08T00:05:00.000Z",
      isMailing: true,
      courses: {},
    });
    const evaluations = openEvaluationMethods(database);
    const jobs = certificates.claimDueCertificateMails(
      "2026-10-08T01:00:00Z",
      "2026-10-08T01:05:00Z",
      50,
    );
    jobs.forEach((job, index) => {
      evaluations.submitEvaluation(
        job.evaluationToken ?? "",
        `2026-10-0${index + 1}T12:00:00.000Z`,
        {
          overall: [5, 4, 4][index] ?? 3,
          trainer: 5,
          content: 4,
          recommend: true,
          comment: `Comment ${index + 1}`,
          isPublishable: hasConsent && index !== 1,
        },
      );
    });
    const out = path.join(dir, `${file}.json`);
    writeFileSync(out, JSON.stringify(evaluations.courseRatings()));
    return { out, links: jobs.length };
  } finally {
    database.close();
  }
}

function renderDocker() {
  const page = pageWithPath("/training/devops/docker");
  if (!page) throw new Error("no Docker page");
  const props = load(page);
  const html = renderToStaticMarkup(
    <PageProvider
      value={{
        language: "en",
        path: page.path,
        ui: dictionaries.en.shell,
        navigation: navigation("en"),
      }}
    >
      <CoursePage {...props} />
    </PageProvider>,
  );
  const rating = /<section[^>]*data-course-rating[\s\S]*?<\/section>/.exec(html)?.[0];
  return { props, html, rating };
}

describe("a course page's rating", () => {
  it("without a comment to show, says nothing of the comments shown", () => {
    const { out } = ratingsAfter(["present", "present", "present"], "no-comments", false);
    process.env.COURSE_RATINGS_FILE = out;
    const { rating = "" } = renderDocker();
    const text = rating.replace(/<[^>]+>/g, "");
    expect(text).toContain(dictionaries.en.course.rating.how);
    expect(text).not.toContain(
      fill(dictionaries.en.course.rating.comments, { max: commentsPerCourse }),
    );
    expect(rating).not.toContain("<blockquote");
  });

  it("is not shown with 2 evaluations, the absent participant having had no link to send a third", () => {
    const { out, links } = ratingsAfter(["present", "absent", "present"], "two");
    expect(links).toBe(2);
    process.env.COURSE_RATINGS_FILE = out;
    const { props, rating } = renderDocker();
    expect(rating).toBeUndefined();
    expect(JSON.stringify(props.structuredData)).not.toContain("aggregateRating");
  });

  it("is shown from 3: average and count, published comments newest first, the sentence linked to its explanation", () => {
    const { out } = ratingsAfter(["present", "present", "present", "absent"], "three");
    process.env.COURSE_RATINGS_FILE = out;
    const { props, rating = "" } = renderDocker();
    const text = rating.replace(/<[^>]+>/g, "");
    expect(text).toContain("4.3 out of 5, from 3 evaluations");
    const quotes = [...rating.matchAll(/<blockquote[^>]*>([^<]*)<\/blockquote>/g)].map(
      (each) => each[1],
    );
    expect(quotes).toEqual(["Comment 3", "Comment 1"]);
    expect(text).toContain("Person1, Engines B.V.");
    expect(rating).toMatch(/<a href="#rating-check"[^>]*>How we check<\/a>/);
    expect(rating).toMatch(/id="rating-check"[^>]*>[^<]*registered as present/);
    // Which comments these are: the newest whose writers consented, at most so many (review 3, L11).
    const words = dictionaries.en.course.rating;
    expect(text).toContain(fill(words.comments, { max: commentsPerCourse }));
    expect(rating).not.toContain("<script");
    expect(props.structuredData).toMatchObject({
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: 4.3,
        ratingCount: 3,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });
});
