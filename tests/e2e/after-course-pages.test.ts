import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCertificatePages } from "#server/site-routes/certificate-route.tsx";
import { createEvaluationAnswers } from "#server/site-routes/evaluation-route.tsx";
import { createParticipantLinks } from "#server/site-routes/participants-route.tsx";
import type { LinkedParticipant } from "#server/runs/participant-links.ts";
import type { SiteRequest } from "#server/site-routes/site-request.ts";
import {
  certificatePaths,
  evaluationPaths,
  participantLinkPaths,
} from "#src/routing/fixed-paths.ts";
import { pagePath } from "#src/routing/paths.server.ts";
import { axeViolations, describeViolations, sidewaysScroll, withAxe } from "#tests/support/axe.ts";
import { launchBrowser, viewports } from "./browser.ts";

/**
 * The public pages behind the links in our mails in Chromium, at phone and
 * desktop width and in both languages: a certificate's page, its "not
 * found", the evaluation form (also as it comes back with refused answers)
 * and the receipt's page where the booker names the participants (also as
 * it is saved without script). axe-core
 * (WCAG 2.2 AA) finds nothing, nothing scrolls sideways, no script runs.
 * Served by the real route handlers over a stand-in store; no build needed.
 */
const code = "q3xW9aZ0bC1dE2fG3hI4jK5l";
const token = "T".repeat(43);
let server: Server;
let participants: LinkedParticipant[] = [];
let base: string;
let browser: Browser;

beforeAll(async () => {
  const certificates = createCertificatePages({
    certificates: {
      certificateByCode: async (candidate) =>
        candidate === code
          ? {
              name: "Ada Lovelace",
              courseTitle: "Docker in practice",
              firstDay: "2027-03-01",
              lastDay: "2027-03-03",
              language: "en",
              attendance: "present",
            }
          : null,
    },
    identity: () => ({ legalName: "Veldhoven IT Consultancy B.V." }),
  });
  const evaluations = createEvaluationAnswers({
    certificates: {
      evaluationLookup: async (candidate) =>
        candidate === token
          ? {
              state: "open",
              courseTitle: "Docker in practice",
              language: "en",
              firstName: "Ada",
              company: "Analytical Engines B.V.",
              expiresAt: "2099-01-01T00:00:00.000Z",
            }
          : { state: "unknown" },
      submitEvaluation: async () => "stored",
    },
    origin: () => base,
    privacy: (language) => ({ email: "privacy@example.nl", path: pagePath("privacy", language) }),
  });
  const participantLinks = createParticipantLinks({
    runs: {
      participantLinkLookup: async (candidate) =>
        candidate === token
          ? {
              state: "open",
              language: "en",
              courseTitle: "Docker in practice",
              runLabel: "1–3 March 2027, classroom, Eindhoven",
              participants,
            }
          : { state: "unknown" },
      saveLinkedParticipants: async (_token, _at, posted) => {
        participants = posted;
        return "saved";
      },
      // The enrolment's own page around the form (server/site-routes/enrolment-page.tsx).
      enrolmentPageLookup: async (candidate, _at) =>
        candidate === token
          ? {
              state: "open",
              view: {
                id: 12,
                number: "E-12",
                language: "en",
                courseKey: "docker",
                runKey: "2027-03-01-classroom",
                courseTitle: "Docker in practice",
                runLabel: "1–3 March 2027, classroom, Eindhoven",
                runStart: "2027-03-01",
                place: "placed",
                cancelCause: null,
                name: "Ada Lovelace",
                email: "ada@example.nl",
                participants,
                canEditParticipants: true,
                documents: [],
                paidCents: 0,
                refundBy: "2027-01-15",
                window: { state: "free" },
                isExpressRequested: false,
              },
            }
          : { state: "unknown" },
      withdrawOnPage: async () => ({ outcome: "unknown" }),
    },
    origin: () => base,
  });
  participants = [
    { position: 1, name: "Ada Lovelace", email: "ada@example.nl" },
    { position: 2, name: "", email: "" },
  ];
  server = createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://x").pathname;
    const site = {
      request,
      response,
      pathname,
      search: "",
      build: undefined,
      isAdmin: false,
    } as SiteRequest;
    if (certificates.isCertificatePath(site)) void certificates.show(site);
    else if (participantLinks.isParticipantLinkPath(site)) {
      void (request.method === "POST"
        ? participantLinks.answer(site)
        : participantLinks.show(site));
    } else if (evaluations.isEvaluationPath(site)) {
      void (request.method === "POST" ? evaluations.answer(site) : evaluations.show(site));
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const pages = (["en", "nl"] as const).flatMap((language) => [
  { name: `${language} certificate`, path: `${certificatePaths[language]}/${code}`, status: 200 },
  {
    name: `${language} not found`,
    path: `${certificatePaths[language]}/${"x".repeat(24)}`,
    status: 404,
  },
  { name: `${language} evaluation`, path: `${evaluationPaths[language]}/${token}`, status: 200 },
  {
    name: `${language} participants`,
    path: `${participantLinkPaths[language]}/${token}`,
    status: 200,
  },
]);

describe.each(Object.keys(viewports) as (keyof typeof viewports)[])("at %s width", (width) => {
  // One tab per width, visiting each page in turn: the pages keep no state, and a new tab costs
  // a renderer's start (docs/testing.md).
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: viewports[width] });
    await withAxe(context);
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  it.each(pages)(
    "$name passes axe, fits the width and runs no script",
    async ({ path, status }) => {
      const response = await page.goto(`${base}${path}`);
      expect(response?.status()).toBe(status);
      expect(await page.locator("script").count()).toBe(0);
      expect(describeViolations(await axeViolations(page))).toEqual([]);
      expect(await sidewaysScroll(page)).toBe(0);
    },
  );
});

describe("the evaluation form", () => {
  it("comes back with refused answers named, and still passes axe at phone width", async () => {
    const context = await browser.newContext({ viewport: viewports.phone });
    try {
      await withAxe(context);
      const page = await context.newPage();
      await page.goto(`${base}${evaluationPaths.nl}/${token}`);
      // A browser that ignores `required` (or a hand-made post): the server names what is missing.
      await page.evaluate(() => {
        for (const field of document.querySelectorAll("[required]"))
          field.removeAttribute("required");
      });
      await page.getByRole("radio", { name: "4" }).first().check();
      await page.getByRole("button", { name: "Versturen" }).click();
      await expect
        .poll(() => page.getByRole("alert").textContent())
        .toContain("De docent, De inhoud, Zou je deze training aanraden?");
      expect(await page.getByRole("radio", { name: "4" }).first().isChecked()).toBe(true);
      expect(describeViolations(await axeViolations(page))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("the participants' page", () => {
  it("saves the names without script, by keyboard, in Dutch on the Dutch address", async () => {
    const context = await browser.newContext({
      viewport: viewports.phone,
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      await page.goto(`${base}${participantLinkPaths.nl}/${token}`);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
        "Je inschrijving E-12: Docker in practice",
      );
      await page.getByRole("group", { name: "Deelnemer 2" }).getByLabel("Naam").fill("Alan Turing");
      await page.getByRole("group", { name: "Deelnemer 2" }).getByLabel("Naam").press("Tab");
      await page.keyboard.type("alan@example.nl");
      await page.getByRole("button", { name: "Deelnemers opslaan" }).press("Enter");
      await expect
        .poll(() => page.getByRole("heading", { level: 1 }).textContent())
        .toBe("Opgeslagen");
      expect(participants).toEqual([
        { position: 1, name: "Ada Lovelace", email: "ada@example.nl" },
        { position: 2, name: "Alan Turing", email: "alan@example.nl" },
      ]);
    } finally {
      await context.close();
    }
  });
});
