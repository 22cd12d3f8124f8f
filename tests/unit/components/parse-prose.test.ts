import { describe, expect, it } from "vitest";
import { parseInline, parseProse } from "#src/components/parse-prose.ts";

describe("parseProse", () => {
  it("joins wrapped lines into paragraphs split by blank lines", () => {
    expect(parseProse("One line\nwrapped.\n\nTwo.\n")).toEqual([
      { kind: "paragraph", inlines: [{ kind: "text", text: "One line wrapped." }] },
      { kind: "paragraph", inlines: [{ kind: "text", text: "Two." }] },
    ]);
  });

  it("reads a list, also straight after a paragraph's last line", () => {
    expect(parseProse("We store:\n- your name;\n- your\n  message.\n\nDone.")).toEqual([
      { kind: "paragraph", inlines: [{ kind: "text", text: "We store:" }] },
      {
        kind: "list",
        items: [[{ kind: "text", text: "your name;" }], [{ kind: "text", text: "your message." }]],
      },
      { kind: "paragraph", inlines: [{ kind: "text", text: "Done." }] },
    ]);
  });
});

describe("parseInline", () => {
  it("reads bold text, links and addresses in angle brackets", () => {
    expect(
      parseInline("In **modernization**: see [the form](/contact), write to <a@b.nl>."),
    ).toEqual([
      { kind: "text", text: "In " },
      { kind: "strong", text: "modernization" },
      { kind: "text", text: ": see " },
      { kind: "link", text: "the form", href: "/contact" },
      { kind: "text", text: ", write to " },
      { kind: "link", text: "a@b.nl", href: "mailto:a@b.nl" },
      { kind: "text", text: "." },
    ]);
  });

  it("keeps anything else as text", () => {
    expect(parseInline("Article 6(1)(b) *GDPR* [x]")).toEqual([
      { kind: "text", text: "Article 6(1)(b) *GDPR* [x]" },
    ]);
  });
});
