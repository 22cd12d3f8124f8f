import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { EnrolmentCatalogue } from "#src/training/enrolment-catalogue.server.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { testSeller } from "./invoice-facts.ts";
import { centsFromEuros } from "#src/money/money.ts";

/** The day `days` from today in Amsterdam. */
export const dayFromNow = (days: number) =>
  todayInAmsterdam(new Date(Date.now() + days * 86_400_000));

/** One classroom run of Docker in two months, ten places. */
export const invoicingRun = {
  key: `${dayFromNow(60)}-classroom`,
  start: dayFromNow(60),
  end: dayFromNow(62),
  mode: "classroom" as const,
  location: "Eindhoven",
  capacity: 10,
  guaranteed: false,
  label: { en: "In two months, classroom", nl: "Over twee maanden, klassikaal" },
};

/** A release's catalogue with that run and our (test) invoicing details: Confirm issues invoices. */
export const invoicingCatalogue: EnrolmentCatalogue = {
  builtOn: dayFromNow(0),
  vat: { basis: "exclusive", rate: 21 },
  courses: [
    {
      key: "devops/docker",
      title: { en: "Docker", nl: "Docker" },
      path: { en: "/training/devops/docker", nl: "/nl/trainingen/devops/docker" },
      feeCents: centsFromEuros(1499),
      runs: [invoicingRun],
    },
  ],
  terms: { version: "1", text: { en: "", nl: "" }, withdrawalForm: { en: "", nl: "" } },
  invoicing: { seller: testSeller },
};

/** A folder holding that catalogue, as a served build's (for startBackOfficeServer's `build`). */
export async function invoicingBuildFolder(prefix: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), prefix));
  await writeFile(
    path.join(folder, "enrolment-catalogue.json"),
    JSON.stringify(invoicingCatalogue),
  );
  return folder;
}

/**
 * A business's enrolment record on that run: with the address in parts, or
 * (`hasAddress` false) an older form's free text, to complete before invoicing.
 */
export function businessEnrolment(
  name: string,
  options: { hasAddress: boolean; participantNames?: string[] },
): string {
  const names = options.participantNames ?? [];
  const run = invoicingRun;
  return JSON.stringify({
    course: { key: "devops/docker", title: "Docker", page: "/" },
    run: { key: run.key, label: run.label.en, start: run.start, end: run.end, mode: run.mode },
    buyer: "business",
    company: `${name} B.V.`,
    ...(options.hasAddress
      ? {
          buyerAddress: {
            street: "Kempenlaan 10",
            postalCode: "5611 AB",
            city: "Eindhoven",
            country: "NL",
          },
        }
      : { invoice: "Somewhere in Eindhoven" }),
    po: "PO-1",
    participants: Math.max(names.length, 1),
    ...(names.length > 0 && { participantList: names.map((each) => ({ name: each })) }),
    price: { fee: 1499, shown: "€1,499.00", exclVat: 1499, inclVat: 1813.79 },
  });
}
