import * as z from "zod";
import { placeholderHint } from "#src/content/page-facts.ts";
import { minimumNoticeDays } from "./course-schema.ts";
import { drafted, line, list, paragraph, slug } from "./fields.ts";

/**
 * The pages written once each: content/pages/<page>.yml. Their texts are the
 * ones an owner rewrites (titles, taglines, intros, paragraphs, descriptions
 * for search results); the labels of the site's machinery (buttons, "Home" in
 * the breadcrumbs) stay with the templates. Any text may name the company's
 * details with a placeholder such as {name}, filled in when the site is built.
 */
const title = () =>
  line({
    label: "Title",
    hint: "The page's heading, and its title in search results and shared links.",
  });

const description = () =>
  paragraph({
    label: "Description for search results",
    hint: `One or two sentences search results and shared links show under the title. ${placeholderHint}`,
  });

const tagline = () =>
  paragraph({ label: "Tagline", hint: "The sentence under the title in the banner." });

const breadcrumb = () =>
  line({ label: "Name in the breadcrumb trail", hint: "Empty: the title." }).optional();

/** Long text: the subset of Markdown that src/components/parse-prose.ts reads. */
const prose = (label: string) =>
  paragraph({
    label,
    hint: `Paragraphs split by an empty line; "- " starts a list item; **bold**; [a link](/contact); <name@example.com>. ${placeholderHint}`,
  });

/** The fields of every page that opens with a banner and a breadcrumb. */
const bannerPage = () => ({
  title: title(),
  description: description(),
  tagline: tagline(),
  breadcrumb: breadcrumb(),
});

/** A titled section of running text: the privacy notice's and the course terms'. */
const textSection = z.strictObject({
  title: line({ label: "Heading" }),
  body: prose("Text"),
});

const sectionHead = (label: string) =>
  z
    .strictObject({
      title: line({ label: "Heading" }),
      intro: paragraph({ label: "Introduction" }),
    })
    .meta({ label });

const draftedTexts = () =>
  drafted('Texts we wrote, by field: e.g. "tagline", "description", "whoWeAre.body".');

export const homePageSchema = z.strictObject({
  title: title(),
  description: description(),
  eyebrow: line({ label: "Line above the title" }),
  tagline: paragraph({ label: "Text under the title" }),
  services: z
    .strictObject({
      title: line({ label: "Heading" }),
      intro: paragraph({ label: "Introduction" }),
      list: list(slug({ label: "Service" }), {
        label: "Services shown",
        hint: "The slugs of the services shown as cards, in order.",
      }),
    })
    .meta({ label: "Services section" }),
  training: z
    .strictObject({
      title: line({ label: "Heading" }),
      intro: paragraph({ label: "Introduction" }),
      cards: list(
        z.strictObject({
          family: slug({ label: "Training family", hint: "Its slug, e.g. testing." }),
          title: line({
            label: "Card title",
            hint: "Empty: the family's menu title.",
          }).optional(),
          addedSummary: paragraph({
            label: "Added to the family's summary",
            hint: "A sentence shown after the family's own summary.",
          }).optional(),
        }),
        { label: "Cards", hint: "One card per training family, in order." },
      ),
    })
    .meta({ label: "Training section" }),
  specialty: z
    .strictObject({
      service: slug({ label: "Service", hint: "The slug of the service the block presents." }),
      headingPrefix: line({ label: "Heading, before the service's title" }),
      linkLabel: line({ label: "Link text" }),
    })
    .meta({ label: "Specialty block", hint: "Leave out to show no such block." })
    .optional(),
  drafted: draftedTexts(),
});

export const aboutPageSchema = z.strictObject({
  ...bannerPage(),
  whoWeAre: z
    .strictObject({
      title: line({ label: "Heading" }),
      body: prose("Text"),
    })
    .meta({ label: "Who we are" }),
  facts: z
    .strictObject({
      founded: line({ label: "Label of the year founded" }),
      roots: line({ label: "Label of the year of the roots" }),
      serviceFamilies: line({ label: "Label of the number of service families" }),
      homeBase: line({ label: "Label of the home city" }),
    })
    .meta({ label: "Key facts", hint: "The values come from the company's details." }),
  whatWeDo: sectionHead("What we do"),
  drafted: draftedTexts(),
});

export const privacyPageSchema = z.strictObject({
  ...bannerPage(),
  sections: list(
    textSection.extend({
      // The notice names the processors the site really uses, which depend
      // on where it runs: Netlify's build sets NETLIFY=true.
      only: z
        .enum(["netlify", "self-hosted"], { error: "expected netlify or self-hosted" })
        .optional()
        .meta({
          label: "Only when hosted",
          hint: "netlify: only in the build for Netlify; self-hosted: only on our own server. Empty: always.",
          i18n: "none",
        }),
    }),
    { label: "Sections" },
  ),
  drafted: draftedTexts(),
});

const moveDaysError = "expected a whole number of days from 0 to 365";

/** Unless the course terms say otherwise: a move online is free until 14 days before the earlier start. */
export const defaultMoveDays = 14;

const decisionDaysError = `expected a whole number of days, at least ${minimumNoticeDays}: the notice the terms promise`;

/** The terms under which visitors enrol in a course: content/pages/course-terms.yml. */
export const courseTermsPageSchema = z.strictObject({
  ...bannerPage(),
  version: line({
    label: "Version",
    hint: "Changes whenever the terms change (for example the date of this text): each enrolment records the version it accepted.",
    i18n: "none",
  }),
  decisionDays: z
    .number({ error: decisionDaysError })
    .int({ error: decisionDaysError })
    .min(minimumNoticeDays, { error: decisionDaysError })
    .default(minimumNoticeDays)
    .meta({
      label: "Days before the start we decide on a run",
      hint: `For a run with a minimum and no decision date of its own: how many days before its start we decide whether it goes ahead. At least ${minimumNoticeDays} (the notice these terms promise); ${minimumNoticeDays} unless set. The articles may name it as {decisionDays}.`,
      i18n: "none",
    }),
  moveDays: z
    .number({ error: moveDaysError })
    .int({ error: moveDaysError })
    .min(0, { error: moveDaysError })
    .max(365, { error: moveDaysError })
    .default(defaultMoveDays)
    .meta({
      label: "Days before the start a buyer may move online",
      hint: `A buyer may move their enrolment to another run of the course on its page, free of charge, until this many days before the earlier of the two starts; after that, not online. ${defaultMoveDays} unless set. The articles may name it as {moveDays}.`,
      i18n: "none",
    }),
  sections: list(textSection, { label: "Articles" }),
  withdrawalForm: z
    .strictObject({
      title: line({ label: "Title" }),
      body: paragraph({ label: "Form", widget: "markdown" }),
    })
    .meta({
      label: "Model withdrawal form (BW 6:230m; sent with a private person's confirmation)",
    }),
  expressRequest: paragraph({
    label: "Express request to start within the withdrawal period",
    hint: "The sentence a private person ticks on the enrolment form when the run starts within 14 days.",
  }),
  drafted: draftedTexts(),
});

/** The terms of our services to businesses (consulting), named by quotes: content/pages/service-terms.yml. */
export const serviceTermsPageSchema = z.strictObject({
  ...bannerPage(),
  version: line({
    label: "Version",
    hint: "Changes whenever the terms change (for example the date of this text): each quote records the version it was sent with.",
    i18n: "none",
  }),
  sections: list(textSection, { label: "Articles" }),
  drafted: draftedTexts(),
});

export const servicesPageSchema = z.strictObject({
  ...bannerPage(),
  drafted: draftedTexts(),
});

export const trainingPageSchema = z.strictObject({
  ...bannerPage(),
  familyOrder: list(slug({ label: "Training family" }), {
    label: "Order of the training families",
    hint: "Families listed here come first, in this order; any others follow in menu order.",
  }),
  cta: z
    .strictObject({
      title: line({ label: "Heading" }),
      text: paragraph({ label: "Text" }),
      label: line({ label: "Button" }),
    })
    .meta({ label: "Closing call to action" }),
  drafted: draftedTexts(),
});

export const contactPageSchema = z.strictObject({
  ...bannerPage(),
  formTitle: line({ label: "Heading of the form" }),
  privacyNote: prose("Privacy note under the form"),
  enrolmentPrivacyNote: prose("Privacy note under the enrolment form"),
  details: z
    .strictObject({
      title: line({ label: "Heading" }),
      office: line({ label: "Label of the address" }),
      phone: line({ label: "Label of the phone number" }),
      email: line({ label: "Label of the e-mail address" }),
    })
    .meta({ label: "Contact details card", hint: "The details come from the company's details." }),
  drafted: draftedTexts(),
});

const thanksTexts = () => ({
  title: title(),
  description: description(),
  tagline: tagline(),
  next: z
    .strictObject({
      title: line({ label: "Heading" }),
      text: paragraph({ label: "Text" }),
    })
    .meta({ label: "What happens next" }),
});

export const contactThanksPageSchema = z.strictObject({
  ...thanksTexts(),
  drafted: draftedTexts(),
});

/**
 * The enrolment's two thank-you pages in one file: the page for an
 * enrolment that got a place, and (`waiting`) the one for an enrolment on a
 * full run's waiting list; the receiver leads to the one that applies. The
 * build for Netlify, which has no server, shows `requestOnly` instead: there
 * every choice is a request without obligation.
 */
export const enrolmentThanksPageSchema = z.strictObject({
  ...thanksTexts(),
  waiting: z
    .strictObject(thanksTexts())
    .meta({ label: "Waiting-list page", hint: "After an enrollment in a full run." }),
  requestOnly: z.strictObject(thanksTexts()).meta({
    label: "Page in the build for Netlify",
    hint: "Without our server nothing is ordered there: every choice is a request without obligation, confirmed by e-mail.",
  }),
  drafted: draftedTexts(),
});

/**
 * The EU withdrawal function's public page (/withdraw, /nl/herroepen): its
 * texts around the form; the form's labels and buttons are the law's words
 * and stay with the template (src/i18n/).
 */
export const withdrawPageSchema = z.strictObject({
  title: title(),
  description: description(),
  tagline: tagline(),
  text: prose("Text above the form"),
  drafted: draftedTexts(),
});

export const notFoundPageSchema = z.strictObject({
  title: title(),
  description: description(),
  text: paragraph({ label: "Text", hint: "Shown above the links to the main pages." }),
  drafted: draftedTexts(),
});
