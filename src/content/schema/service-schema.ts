import * as z from "zod";
import { drafted, icon, line, list, order, paragraph, slug } from "./fields.ts";

/**
 * A service page: content/services/<slug>.yml. Six family pages (no parent)
 * and their detail pages. The page is drawn from its sections, in order, by
 * the one service template (src/templates/service-page.tsx).
 */
const card = z.strictObject({
  title: line({ label: "Title" }),
  description: paragraph({ label: "Description" }),
  icon: icon(),
  service: slug({
    label: "Links to service",
    hint: "The slug of the service page this card opens, if it has one.",
  }).optional(),
});

const entry = z.strictObject({
  title: line({ label: "Title" }),
  description: paragraph({ label: "Description" }),
});

const sectionTitle = line({ label: "Section title" });

export const serviceSection = z
  .discriminatedUnion(
    "kind",
    [
      z
        .strictObject({
          kind: z.literal("cards"),
          title: sectionTitle,
          cards: list(card, { label: "Cards" }),
        })
        .meta({ label: "Cards: offerings with an icon" }),
      z
        .strictObject({
          kind: z.literal("highlights"),
          title: sectionTitle,
          items: list(card, { label: "Reasons" }),
        })
        .meta({ label: "Highlights: why choose us" }),
      z
        .strictObject({
          kind: z.literal("steps"),
          title: sectionTitle,
          items: list(entry, { label: "Steps" }),
        })
        .meta({ label: "Steps: a numbered process" }),
      z
        .strictObject({
          kind: z.literal("levels"),
          title: sectionTitle,
          items: list(entry, { label: "Levels" }),
        })
        .meta({ label: "Levels: a framework's ladder" }),
      z
        .strictObject({
          kind: z.literal("tags"),
          title: sectionTitle,
          items: list(line({ label: "Tag" }), { label: "Tags" }),
        })
        .meta({ label: "Tags: tools, standards or metrics" }),
      z
        .strictObject({
          kind: z.literal("benefits"),
          title: sectionTitle,
          items: list(line({ label: "Benefit" }), { label: "Benefits" }),
        })
        .meta({ label: "Benefits: a check list" }),
    ],
    { error: "expected a section kind: cards, highlights, steps, levels, tags or benefits" },
  )
  .meta({ label: "Section" });

export const serviceSchema = z.strictObject({
  title: line({ label: "Page title (h1)", hint: 'For example "Agile Coaching Services".' }),
  menuTitle: line({ label: "Short name", hint: "Used in menus, cards and breadcrumbs." }),
  tagline: line({ label: "Tagline", hint: "The sentence under the page title." }),
  summary: paragraph({
    label: "Summary",
    hint: "One or two sentences for cards and search results (at most 160 characters).",
  }).max(160, { error: "must be at most 160 characters (it is the page's search description)" }),
  icon: icon(),
  parent: slug({
    label: "Part of",
    hint: "For a detail page: the slug of its service family. Leave empty for a family page.",
  }).optional(),
  order: order("the pages of the same family"),
  features: list(line({ label: "Feature" }), {
    label: "Overview bullets",
    hint: "Family pages only: the bullets on the services overview card.",
  }).optional(),
  sections: list(serviceSection, { label: "Sections" }),
  drafted: drafted(
    'Texts we wrote: "tagline", "summary", "features", a section title, or "<section title>: descriptions".',
  ),
});

export type ServiceContent = z.infer<typeof serviceSchema>;
export type ServiceSection = z.infer<typeof serviceSection>;
export type ServiceCard = z.infer<typeof card>;
