import { describe, expect, it } from "vitest";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { formatMoney } from "#src/money/format-money.ts";
import { quoteUrl } from "#src/routing/fixed-paths.ts";
import { quoteMails } from "#server/quotes/quote-mails.ts";
import type { QuoteSnapshot } from "#server/quotes/quote-snapshot.ts";
import type { QuoteMailJob } from "#server/quotes/quote-types.ts";
import { testIdentity } from "#tests/support/test-identity.ts";
import { sampleQuoteSnapshots, testQuoteTerms } from "#tests/support/quote-samples.ts";

/**
 * A quote's mails as the buyer and the owner read them: the quote with its
 * PDF, link and terms; the reminder; the accepted PDF with what was recorded;
 * the owner's word of the answer, with a decline's reason kept under its
 * label.
 */
const snapshot = sampleQuoteSnapshots()["nl-milestones"] as QuoteSnapshot;
const pdf = new Uint8Array([37, 80, 68, 70]);
const context = {
  config: { to: "owner@example.nl", from: "website@example.nl" },
  identity: () => testIdentity,
  origin: "https://www.example.nl",
  backOfficeUrl: (id: number) => `https://www.example.nl/admin/quotes/${id}`,
};
const terms = Object.values(testQuoteTerms).map((entry) => ({
  title: entry.title.nl,
  version: entry.version,
  url: `https://www.example.nl${entry.path.nl}`,
  text: entry.text.nl,
}));
const job = (overrides: Partial<QuoteMailJob>): QuoteMailJob => ({
  id: 1,
  attempts: 0,
  leaseUntil: "2027-01-15T10:00:00.000Z",
  kind: "quote",
  versionId: 7,
  quoteId: 3,
  snapshot: JSON.stringify(snapshot),
  terms: JSON.stringify(terms),
  pdf,
  ...overrides,
});
const words = dictionaries.nl.quote.mail;
const accepted = {
  answer: "accepted" as const,
  answeredAt: "2027-01-20T13:30:00.000Z",
  name: "Jan de Vries",
  role: "Directeur",
  reason: null,
  pdfSha256: "ab".repeat(32),
};

describe("a quote's mails", () => {
  it("send the quote to its contact with the PDF, the link to its page and the terms' texts", () => {
    const token = "T".repeat(43);
    const [mail] = quoteMails(job({ token }), context);
    expect(mail?.to).toBe(snapshot.buyer.contactEmail);
    expect(mail?.subject).toBe(
      fill(words.subject.quote, { number: snapshot.number, company: snapshot.buyer.company }),
    );
    const text = String(mail?.text);
    expect(text).toContain(quoteUrl(context.origin, "nl", token));
    expect(text).toContain(formatMoney(snapshot.totals.inclVat, "nl"));
    for (const entry of terms) {
      expect(text).toContain(`${entry.title} (${entry.version}): ${entry.url}`);
      expect(text).toContain(entry.text);
    }
    expect(mail?.attachments).toMatchObject([
      { filename: `offerte-${snapshot.number}-v1.pdf`, contentType: "application/pdf" },
    ]);
  });

  it("say a second version replaces the first", () => {
    const second = { ...snapshot, version: 2 };
    const [mail] = quoteMails(job({ snapshot: JSON.stringify(second), token: "x" }), context);
    expect(mail?.subject).toContain("versie 2");
    expect(String(mail?.text)).toContain(fill(words.revised, { version: 2 }));
  });

  it("remind the contact before it expires, with a link and without the PDF", () => {
    const [mail] = quoteMails(
      job({ kind: "reminder", token: "R".repeat(43), pdf: undefined }),
      context,
    );
    expect(String(mail?.text)).toContain(quoteUrl(context.origin, "nl", "R".repeat(43)));
    expect(mail?.attachments).toBeUndefined();
  });

  it("give the buyer the accepted PDF with who accepted, when, the version and the PDF's SHA-256", () => {
    const [mail] = quoteMails(job({ kind: "accepted", answer: accepted }), context);
    const text = String(mail?.text);
    expect(text).toContain(fill(words.acceptedBy, { name: "Jan de Vries", role: "Directeur" }));
    expect(text).toContain(fill(words.acceptedSha, { sha256: accepted.pdfSha256 }));
    expect(text).toContain(fill(words.acceptedVersion, { number: snapshot.number, version: 1 }));
    expect(mail?.attachments).toHaveLength(1);
  });

  it("tell the owner at once, a decline's reason kept under its label", () => {
    const [declined] = quoteMails(
      job({
        kind: "answer",
        answer: {
          ...accepted,
          answer: "declined",
          name: null,
          role: null,
          pdfSha256: null,
          reason: "Te duur.\nBcc: x@example.com",
        },
      }),
      context,
    );
    expect(declined?.to).toBe("owner@example.nl");
    expect(declined?.subject).toBe(`Quote ${snapshot.number} declined: ${snapshot.buyer.company}`);
    const lines = String(declined?.text).split("\n");
    expect(lines).toContain("Reason:      Te duur.");
    expect(lines).toContain("             Bcc: x@example.com");
    expect(String(declined?.text)).toContain(context.backOfficeUrl(3));
    const [owner] = quoteMails(job({ kind: "answer", answer: accepted }), context);
    expect(owner?.subject).toContain("accepted");
    expect(String(owner?.text)).toContain("Jan de Vries, Directeur");
  });
});
