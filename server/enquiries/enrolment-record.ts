import { readFileSync } from "node:fs";
import path from "node:path";
import type {
  EnrolmentCatalogue,
  EnrolmentCourse,
} from "#src/training/enrolment-catalogue.server.ts";
import type { Language } from "#src/i18n/languages.ts";
import type { EnrolmentValues } from "#src/forms/enrolment-schema.ts";
import type { EnrolmentRecord } from "#server/mail/enrolment-mails.ts";
import { vatAmounts } from "#src/training/vat-amounts.ts";
import { type Cents, centsFromEuros } from "#src/money/money.ts";
import { unnamedParticipants } from "#src/forms/participant-list.ts";
import { type PrivateRun, withPrivateRuns } from "#src/training/private-runs.ts";

/** Beside a build's client/ (scripts/build-steps/write-enrolment-files.ts). */
export const enrolmentCatalogueFile = "enrolment-catalogue.json";

const unscheduledLabels: Record<Language, Record<"none" | "in-company", string>> = {
  en: { none: "no date yet", "in-company": "in-company" },
  nl: { none: "nog geen datum", "in-company": "incompany" },
};

/**
 * The catalogue a build was made with; read once per build folder. With `privateRuns` (the
 * back office's and the server's own reads, never the receiver's or /availability.json's), the
 * store's private runs are merged in as they stand.
 */
export function createCatalogueReader(privateRuns?: () => readonly PrivateRun[]) {
  const read = buildCatalogueReader();
  return privateRuns
    ? (folder: string | undefined) => withPrivateRuns(read(folder), privateRuns())
    : read;
}

function buildCatalogueReader() {
  const cache = new Map<string, EnrolmentCatalogue | undefined>();
  return (folder: string | undefined): EnrolmentCatalogue | undefined => {
    if (!folder) return undefined;
    if (!cache.has(folder)) {
      try {
        cache.set(
          folder,
          readEnrolmentCatalogue(
            JSON.parse(readFileSync(path.join(folder, enrolmentCatalogueFile), "utf8")),
          ),
        );
      } catch {
        cache.set(folder, undefined);
      }
    }
    return cache.get(folder);
  };
}

/**
 * A build's catalogue as the server uses it. A release built before issue 42
 * (one the owner rolls back to) gives each fee in whole euros (`fee`): read
 * here as cents, the one place, so every reader sees `feeCents`.
 */
export function readEnrolmentCatalogue(parsed: EnrolmentCatalogue): EnrolmentCatalogue {
  return {
    ...parsed,
    courses: parsed.courses.map((course) => {
      const { fee, ...rest } = course as EnrolmentCourse & { fee?: number };
      return fee === undefined || rest.feeCents !== undefined
        ? rest
        : { ...rest, feeCents: centsFromEuros(fee) };
    }),
  };
}

export function enrolmentRecord(
  values: EnrolmentValues,
  catalogue: EnrolmentCatalogue,
  language: Language,
  receivedAt: Date,
): EnrolmentRecord {
  const course = catalogue.courses.find(
    (candidate) => candidate.key === values.course,
  ) as EnrolmentCourse;
  const run = course.runs.find((candidate) => candidate.key === values.run);
  const at = receivedAt.toISOString();
  const vat = catalogue.vat;
  const feeCents: Cents | undefined = course.feeCents;
  const amounts: Partial<ReturnType<typeof vatAmounts>> =
    feeCents === undefined ? {} : vatAmounts(feeCents, vat);
  const isBusiness = values.buyer === "business";
  const isRequest = values.isRequest ?? run === undefined;
  // A caller from before names (an old post's values) gives only the number.
  const participantList = (values.participantList ?? unnamedParticipants(values.participants)).map(
    (participant) => ({
      name: participant.name,
      ...(participant.email && { email: participant.email }),
    }),
  );
  return {
    course: { key: course.key, title: course.title[language], page: course.path[language] },
    run: run
      ? {
          key: run.key,
          label: run.label[language],
          start: run.start,
          end: run.end,
          mode: run.mode,
          location: run.location,
        }
      : {
          key: values.run,
          label: unscheduledLabels[language][values.run === "in-company" ? "in-company" : "none"],
        },
    buyer: values.buyer,
    ...(isBusiness
      ? {
          company: values.company,
          ...(values.invoice && { invoice: values.invoice }),
          ...(values.po && { po: values.po }),
          ...(values.invoiceEmail && { invoiceEmail: values.invoiceEmail }),
          ...(values.vatId && { vatId: values.vatId }),
        }
      : { ...(values.address && { address: values.address }) }),
    ...(values.buyerAddress && { buyerAddress: values.buyerAddress }),
    participants: values.participants,
    participantList,
    ...(isRequest && { isRequest: true }),
    price: {
      feeCents,
      shown: course.feeText?.[language],
      exclVatCents: amounts.exclVatCents,
      inclVatCents: amounts.inclVatCents,
    },
    consents: {
      terms: { version: catalogue.terms.version, at },
      ...(values.isExpressRequest && { expressRequest: { at } }),
    },
    terms: {
      version: catalogue.terms.version,
      text: catalogue.terms.text[language],
      // A request orders nothing, so there is nothing to withdraw from yet.
      ...(!isBusiness &&
        !isRequest && { withdrawalForm: catalogue.terms.withdrawalForm[language] }),
    },
  };
}
