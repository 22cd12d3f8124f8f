import * as z from "zod";
import { drafted, icon, line, list, order, paragraph, slug, wholeNumber } from "./fields.ts";

/**
 * A course: content/courses/<family>/<slug>.yml. Its page, menu entry, hub
 * card, enquiry message, sitemap entry and structured data all come from this
 * one file; adding a course is adding a file.
 */
const benefit = z.strictObject({
  icon: icon(),
  title: line({ label: "Title" }),
  description: paragraph({ label: "Description" }),
});

/**
 * A scheduled run. YAML writes the date plainly (`start: 2027-03-01`); the
 * yaml library reads that as text, the editor's date picker writes the same.
 * The end date follows from the course's days (see course-runs.ts).
 */
/**
 * The course terms promise at least this much notice before a run that does
 * not reach its minimum is cancelled: no decision date may come later.
 */
export const minimumNoticeDays = 14;

export const courseModes = ["classroom", "online", "in-company"] as const;
export const runLanguages = ["en", "nl"] as const;

const run = z.strictObject({
  start: z.iso
    .date({ error: "expected a date written as YYYY-MM-DD, e.g. 2027-03-01" })
    .meta({ label: "Start date", widget: "datetime", i18n: "none" }),
  mode: z
    .enum(courseModes, { error: `expected one of: ${courseModes.join(", ")}` })
    .meta({ label: "Mode", i18n: "none" }),
  language: z
    .enum(runLanguages, { error: `expected one of: ${runLanguages.join(", ")}` })
    .meta({ label: "Language taught", hint: "en: English, nl: Dutch.", i18n: "none" }),
  location: line({
    label: "Location",
    hint: "City or venue; leave empty for online.",
    i18n: "none",
  }).optional(),
  capacity: z
    .number({ error: "expected a whole number of places, 0 or more" })
    .int({ error: "expected a whole number of places, 0 or more" })
    .min(0, { error: "expected a whole number of places, 0 or more" })
    .optional()
    .meta({
      label: "Places in all",
      hint: "The run's places; enrollments fill them, then a waiting list. Empty: the course's maximum attendees. 0: only a waiting list.",
      i18n: "none",
    }),
  guaranteed: z.boolean().optional().meta({ label: "Guaranteed to run", i18n: "none" }),
  minimum: wholeNumber({
    label: "Minimum participants",
    hint: "Below it the run is not yet guaranteed: the pages say by when we decide, and it becomes guaranteed by itself once this many are confirmed. Empty: no minimum.",
    unit: "participants",
  }).optional(),
  decisionDate: z.iso
    .date({ error: "expected a date written as YYYY-MM-DD, e.g. 2027-02-15" })
    .optional()
    .meta({
      label: "Decision date",
      hint: `With a minimum: the day we decide whether the run goes ahead, at least ${minimumNoticeDays} days before the start. Empty: the course terms' number of days before the start.`,
      widget: "datetime",
      i18n: "none",
    }),
  // Told to participants with the joining details; without it the mail says they follow.
  times: line({
    label: "Times",
    hint: "The hours of each day, e.g. 09:00–17:00; sent with the joining details.",
    i18n: "none",
  }).optional(),
});

const hubCard = z
  .strictObject({
    title: line({ label: "Card title" }),
    description: paragraph({ label: "Card text" }),
    icon: icon(),
    features: list(line({ label: "Feature" }), { label: "Card bullets" }),
  })
  .meta({
    label: "Hub card",
    hint: "Only for a family whose hub shows one large card per course (Scrum).",
  });

export const courseSchema = z
  .strictObject({
    title: line({ label: "Course title" }),
    tagline: line({ label: "Tagline", hint: "The sentence under the title." }),
    description: paragraph({ label: "Overview" }),
    group: slug({
      label: "Course group",
      hint: "The id of a group in the family's training file, e.g. automation-testing.",
    }),
    order: order("the courses of its group"),
    days: wholeNumber({ label: "Days", unit: "days" }).optional(),
    hours: wholeNumber({ label: "Hours", unit: "hours" }).optional(),
    fee: wholeNumber({
      label: "Fee (euro)",
      unit: "euro",
      hint: "Whole euro, no cents.",
    }).optional(),
    certificate: line({
      label: "Certificate",
      hint: "What participants receive, if anything.",
    }).optional(),
    maxAttendees: wholeNumber({ label: "Maximum attendees", unit: "attendees" }).optional(),
    trainer: line({
      label: "Trainer",
      hint: "Who gives the course, as the certificate of participation names them. Empty: it names no trainer.",
      i18n: "none",
    }).optional(),
    included: list(line({ label: "Item" }), { label: "What's included" }),
    modules: list(line({ label: "Module" }), { label: "Modules" }),
    benefits: list(benefit, { label: "Key benefits" }),
    benefitsAsText: z.boolean().optional().meta({
      label: "Benefits as plain text",
      hint: "Show the benefits as lines, not cards.",
      i18n: "none",
    }),
    card: hubCard.optional(),
    bring: list(line({ label: "Item" }), {
      label: "What to bring",
      hint: "Sent with the joining details a few days before each run, e.g. a laptop with Docker installed. Empty: the mail says we tell it separately.",
      min: 0,
    }).optional(),
    runs: list(run, {
      label: "Scheduled runs",
      hint: "Upcoming dates. Past dates are left out automatically.",
      min: 0,
      i18n: "none",
    }).optional(),
    drafted: drafted(
      'Texts we wrote: tagline, description, included, modules, benefits, "benefit-descriptions" or card.',
    ),
  })
  .superRefine((course, context) => {
    for (const [index, run] of (course.runs ?? []).entries()) {
      for (const problem of runDecisionProblems(run, course.maxAttendees)) {
        context.addIssue({
          code: "custom",
          path: ["runs", index, problem.field],
          message: problem.message,
        });
      }
    }
    // Days, hours and fee go together: a course without them is offered
    // "dates and fee on request" (Terraform), never with an invented figure.
    const given = (["days", "hours", "fee"] as const).filter(
      (field) => course[field] !== undefined,
    );
    if (given.length > 0 && given.length < 3) {
      for (const field of ["days", "hours", "fee"] as const) {
        if (course[field] === undefined) {
          context.addIssue({
            code: "custom",
            path: [field],
            message:
              "is required when days, hours or fee is given (give all three, or none for 'on request')",
          });
        }
      }
    }
  });

/** What is wrong with a run's minimum and decision date, by field. */
function runDecisionProblems(
  run: CourseRun,
  maxAttendees: number | undefined,
): { field: "minimum" | "decisionDate"; message: string }[] {
  const problems: { field: "minimum" | "decisionDate"; message: string }[] = [];
  const places = run.capacity ?? maxAttendees;
  if (run.minimum !== undefined && places !== undefined && run.minimum > places) {
    problems.push({
      field: "minimum",
      message: `is more than the run's ${places} places: lower it, or raise the capacity`,
    });
  }
  if (run.decisionDate === undefined) return problems;
  if (run.minimum === undefined) {
    problems.push({
      field: "decisionDate",
      message:
        "is only for a run with a minimum: give the minimum participants too, or leave it empty",
    });
  }
  const day = new Date(`${run.start}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - minimumNoticeDays);
  const latest = day.toISOString().slice(0, 10);
  if (run.decisionDate > latest) {
    problems.push({
      field: "decisionDate",
      message: `must be at least ${minimumNoticeDays} days before the start (${run.start}), on ${latest} at the latest: the course terms promise that notice`,
    });
  }
  return problems;
}

export type CourseContent = z.infer<typeof courseSchema>;
export type CourseBenefit = z.infer<typeof benefit>;
export type CourseRun = z.infer<typeof run>;
export type CourseMode = (typeof courseModes)[number];
