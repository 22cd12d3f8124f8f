import { randomBytes } from "node:crypto";
import { type Language, languages } from "#src/i18n/languages.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import type { EnrolmentCatalogue } from "#src/training/enrolment-catalogue.server.ts";
import { readFormBody } from "#server/http/form-body.ts";
import { createCatalogueReader } from "#server/enquiries/enrolment-record.ts";
import { parseQuoteSnapshot, type QuoteSnapshot } from "#server/quotes/quote-snapshot.ts";
import type { QuoteStore } from "#server/quotes/quote-store.ts";
import type { StoredQuote } from "#server/quotes/quote-types.ts";
import type { PrivateRunBook } from "#server/runs/private-run-book.ts";
import type { RunStore } from "#server/runs/run-store.ts";
import { redirect, sendPage } from "#server/back-office/http.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import type { SignedInContext } from "#server/back-office/router.tsx";
import { guardedAction, Refusal } from "#server/back-office/shared/guarded-action.ts";
import { MessagePage } from "#server/back-office/shared/message-page.tsx";
import { rosterPath } from "#server/back-office/runs/run-paths.ts";
import {
  checkPrivateRunForm,
  type PrivateRunProblems,
  type PrivateRunValues,
  privateRunDefaults,
  privateRunValues,
  readPrivateRunForm,
} from "./private-run-form.ts";
import { PrivateRunPage } from "./private-run-page.tsx";
import { privateRunChangeLog } from "./private-run-change-log.ts";
import { privateRunRecord } from "./private-run-record.ts";
import { quotePath } from "./quote-paths.ts";

export interface PrivateRunHandlerOptions {
  quotes: Pick<QuoteStore, "quoteById" | "latestQuoteSnapshot">;
  runs: Pick<RunStore, "createPrivateRun" | "editPrivateRun" | "isMailing">;
  /** The private runs this process knows: reloaded after each change here. */
  book: PrivateRunBook;
  /** After a run was made: the enquiries' outbox sends the buyer's receipt with its link now. */
  onEnrolmentMail?: () => void;
  /** After a change was told: the run mails' outbox sends its mail now. */
  onRunMail?: () => void;
  audit: (actor: string, action: string, detail: string) => Promise<void>;
  now: () => Date;
}

/** An accepted quote with a training line: what a private run is made from. */
interface Source {
  quote: StoredQuote;
  snapshot: QuoteSnapshot;
  acceptedAt: string;
}

/**
 * "Create private run…" on an accepted in-company quote's page, and the change of one until it
 * starts (issue 45 point 4). A GET shows the form and changes nothing; its POST, from our
 * origin only (the router's check), makes the run with the buyer's enrolment in one
 * transaction (private-run-tables.ts), or changes it, its new days, times or place e-mailed to
 * its people in the same transaction; logged. A quote not accepted, or without a training
 * line, cannot have one.
 */
export function createPrivateRunHandlers(options: PrivateRunHandlerOptions) {
  const { quotes, runs, book, audit, now } = options;
  const catalogueOf = createCatalogueReader();
  const today = () => todayInAmsterdam(now());

  const aSource = guardedAction<Source>({
    async find({ params }: SignedInContext) {
      const quote = await quotes.quoteById(Number(params.id));
      if (!quote) return undefined;
      const accepted = quote.versions.find((version) => version.answer?.answer === "accepted");
      const json = accepted && (await quotes.latestQuoteSnapshot(quote.id));
      const snapshot = json ? parseQuoteSnapshot(JSON.parse(json)) : undefined;
      if (!accepted?.answer || !snapshot) return refusal(quote, "only an accepted quote can.");
      if (!snapshot.lines.some((line) => line.kind === "training")) {
        return refusal(quote, "its quote has no training line: it sells no course.");
      }
      return { quote, snapshot, acceptedAt: accepted.answer.answeredAt };
    },
    notFound: {
      text: "That quote is not here.",
      back: { href: backOfficePaths.quotes, label: "Back to the quotes" },
    },
  });

  /** The form again, or first: 400 with its problems, everything typed kept. */
  function form(
    context: SignedInContext,
    source: Source,
    values: PrivateRunValues,
    problems?: PrivateRunProblems,
    runKey?: string,
  ) {
    const catalogue = catalogueOf(context.build?.folder);
    sendPage(
      context.request,
      context.response,
      problems ? 400 : 200,
      <PrivateRunPage
        signedIn={{ email: context.signedIn.email }}
        quote={{
          id: source.quote.id,
          number: source.snapshot.number,
          company: source.snapshot.buyer.company,
        }}
        courses={coursesOf(catalogue)}
        values={values}
        {...(problems && { problems })}
        {...(runKey && { runKey })}
      />,
    );
  }

  /** The run `?run=` names, if it is this quote's. */
  const runOf = (context: SignedInContext, source: Source) => {
    const key = context.url.searchParams.get("run");
    return key
      ? book.current().find((run) => run.key === key && run.quoteId === source.quote.id)
      : undefined;
  };

  return {
    page: aSource((context, source) => {
      const run = runOf(context, source);
      if (run) return form(context, source, privateRunValues(run), undefined, run.key);
      form(context, source, privateRunDefaults(source.snapshot, newFormToken()));
    }),

    save: aSource(async (context, source) => {
      const { request, response, signedIn } = context;
      const body = await readFormBody(request);
      const values = readPrivateRunForm(
        body.kind === "fields" ? body.fields : new Map<string, string>(),
      );
      const catalogue = catalogueOf(context.build?.folder);
      const run = runOf(context, source);
      const checked = checkPrivateRunForm(
        run ? { ...values, course: run.courseKey, language: run.language } : values,
        coursesOf(catalogue).map((course) => course.key),
        today(),
      );
      if ("problems" in checked) return form(context, source, values, checked.problems, run?.key);
      const at = now().toISOString();
      const number = source.snapshot.number;
      if (run) {
        const course = catalogue?.courses.find((candidate) => candidate.key === run.courseKey);
        const outcome = await runs.editPrivateRun({
          runKey: run.key,
          days: checked.days,
          // The form's check found it in the live catalogue; its key names it otherwise.
          course: course?.title ?? titlesOf(run.courseKey),
          at,
        });
        if (outcome.outcome === "refused") {
          return form(
            context,
            source,
            values,
            { start: "It has started (or is gone): it can no longer change." },
            run.key,
          );
        }
        const roster = rosterPath(run.courseKey, run.key);
        if (outcome.outcome !== "changed") {
          redirect(request, response, `${roster}?notice=private-run-unchanged`);
          return;
        }
        const { was, changed, told } = outcome;
        await audit(
          signedIn.email,
          "change private run",
          `${number}: ${run.courseKey} ${run.key}: ${privateRunChangeLog(was, checked.days, changed, { count: told, isMailing: runs.isMailing })}`,
        );
        await book.reload();
        if (told > 0) options.onRunMail?.();
        const notice = changed.every((fact) => fact === "participants")
          ? "notice=private-run-number"
          : `notice=private-run-changed&told=${told}`;
        redirect(request, response, `${roster}?${notice}`);
        return;
      }
      const course = catalogue?.courses.find((candidate) => candidate.key === checked.courseKey);
      if (!course || !catalogue || !/^[\w-]{16,64}$/.test(values.token)) {
        return form(
          context,
          source,
          { ...values, token: newFormToken() },
          {
            course: "The form ran out: check the fields and send it again.",
          },
        );
      }
      const { buyer } = source.snapshot;
      const outcome = await runs.createPrivateRun({
        token: values.token,
        quoteId: source.quote.id,
        quoteNumber: number,
        courseKey: course.key,
        language: checked.language,
        days: checked.days,
        record: privateRunRecord({
          snapshot: source.snapshot,
          acceptedAt: source.acceptedAt,
          course,
          terms: catalogue.terms,
          language: checked.language,
          participants: checked.days.participants,
        }),
        booker: { name: buyer.contactName, email: buyer.contactEmail, phone: buyer.phone ?? "" },
        at,
        by: signedIn.email,
      });
      if (outcome.outcome === "refused") return; // only a change is refused
      if (outcome.outcome === "created") {
        await audit(
          signedIn.email,
          "create private run",
          `${number}: ${course.key} ${outcome.runKey}, enrolment ${outcome.enquiryId}, ${checked.days.participants} participants`,
        );
        await book.reload();
        options.onEnrolmentMail?.();
      }
      redirect(request, response, `${rosterPath(course.key, outcome.runKey)}?notice=private-run`);
    }),
  };
}

export type PrivateRunHandlers = ReturnType<typeof createPrivateRunHandlers>;

/** The courses of the live catalogue, by their English title. */
function coursesOf(catalogue: EnrolmentCatalogue | undefined) {
  return (catalogue?.courses ?? [])
    .map((course) => ({ key: course.key, title: course.title.en }))
    .sort((a, b) => a.title.localeCompare(b.title));
}

function titlesOf(courseKey: string): Record<Language, string> {
  return Object.fromEntries(languages.map((lang) => [lang, courseKey])) as Record<Language, string>;
}

function newFormToken(): string {
  return randomBytes(18).toString("base64url");
}

function refusal(quote: StoredQuote, why: string): Refusal {
  return new Refusal(({ request, response, signedIn }) =>
    sendPage(
      request,
      response,
      409,
      <MessagePage
        title="No private run from this quote"
        text={`A private run is made from an accepted in-company quote: ${why}`}
        signedIn={{ email: signedIn.email }}
        link={{ href: quotePath(quote.id), label: "Back to the quote" }}
      />,
    ),
  );
}
