import type { FinderText } from "~/components/training/course-finder";
import type { CourseFeeCardText } from "~/components/training/course-fee-card";
import type { UpcomingRunsText } from "~/components/training/upcoming-runs";
import type { Language } from "./languages.ts";

/**
 * The words of the site's machinery (menus, buttons, template headings,
 * breadcrumbs, labels for screen readers) in each language. Loaders send a
 * page only its own language's table (root loader data, read by
 * `useUiStrings`); the `.server` suffix keeps the tables themselves out of the
 * JavaScript bundles. Page texts an owner rewrites live in content/, not here.
 */
export interface UiStrings {
  /** "Testing training": a family's link in the footer. */
  familyTraining: (menuTitle: string, title: string) => string;
  finder: { title: string; text: FinderText };
  course: {
    runs: UpcomingRunsText;
    feeCard: CourseFeeCardText;
    modes: Record<"classroom" | "online" | "in-company", string>;
    taughtIn: Record<Language, string>;
    fullyBooked: string;
    placesLeft: (count: number) => string;
    /** "ISTQB Foundation Level training": the page title, apart from the service of the same name. */
    pageTitle: (title: string) => string;
    factLabels: Record<"days" | "hours" | "certificate" | "attendees", string>;
    maxAttendees: (count: number) => string;
  };
}

const en: UiStrings = {
  familyTraining: (menuTitle) => `${menuTitle} training`,
  finder: {
    title: "Find a course",
    text: {
      family: "Training family",
      mode: "Mode",
      language: "Language",
      maxDays: "Maximum days",
      maxFee: "Maximum fee (€)",
      soon: "Has a date in the next three months",
      sort: "Sort by",
      any: "Any",
      sortByDate: "Next date",
      sortByFee: "Fee",
      modes: { classroom: "Classroom", online: "Online", "in-company": "In-company" },
      languages: { en: "English", nl: "Dutch" },
      count: { one: "{count} course", other: "{count} courses" },
      none: "No course matches these filters. Widen them, or ask us about a course in-company.",
    },
  },
  course: {
    feeCard: {
      title: "Course Fee",
      onRequest: "Dates and fee on request",
      onRequestNote:
        "Tell us about your team and we will send you the next available dates and the fee.",
      included: "Included",
      enrol: "Enroll Now",
      askFee: "Ask for Dates and Fee",
      termsBefore: "Enrolment is subject to our",
      terms: "course terms",
    },
    runs: {
      title: "Upcoming dates",
      guaranteed: "Guaranteed to run",
      enrol: "Enroll",
      noRuns:
        "Dates are planned on request: tell us when suits you, and we schedule a run, or train your team in-company.",
      askDates: "Ask for dates",
      askInCompany: "Ask about in-company training",
    },
    modes: { classroom: "Classroom", online: "Online", "in-company": "In-company" },
    taughtIn: { en: "Taught in English", nl: "Taught in Dutch" },
    fullyBooked: "Fully booked: waiting list",
    placesLeft: (count) => `${count} ${count === 1 ? "place" : "places"} left`,
    pageTitle: (title) => `${title} training`,
    // "Certificate: Certificate" would read twice; the value is the certificate's own label.
    factLabels: {
      days: "Duration",
      hours: "Hours",
      certificate: "Awarded",
      attendees: "Group size",
    },
    maxAttendees: (count) => `Maximum ${count} attendees`,
  },
};

const nl: UiStrings = {
  familyTraining: (_, title) => title,
  finder: {
    title: "Vind een training",
    text: {
      family: "Trainingsfamilie",
      mode: "Vorm",
      language: "Taal",
      maxDays: "Maximaal aantal dagen",
      maxFee: "Maximale prijs (€)",
      soon: "Heeft een datum in de komende drie maanden",
      sort: "Sorteren op",
      any: "Alle",
      sortByDate: "Eerstvolgende datum",
      sortByFee: "Prijs",
      modes: { classroom: "Klassikaal", online: "Online", "in-company": "Incompany" },
      languages: { en: "Engels", nl: "Nederlands" },
      count: { one: "{count} training", other: "{count} trainingen" },
      none: "Geen training past bij deze filters. Verruim ze, of vraag ons naar een incompanytraining.",
    },
  },
  course: {
    feeCard: {
      title: "Prijs",
      onRequest: "Data en prijs op aanvraag",
      onRequestNote: "Vertel ons over je team, dan sturen we je de eerstvolgende data en de prijs.",
      included: "Inbegrepen",
      enrol: "Nu inschrijven",
      askFee: "Vraag data en prijs aan",
      termsBefore: "Voor inschrijving gelden onze",
      terms: "trainingsvoorwaarden",
    },
    runs: {
      title: "Geplande data",
      guaranteed: "Gaat gegarandeerd door",
      enrol: "Inschrijven",
      noRuns:
        "Data plannen we op aanvraag: laat ons weten wanneer het je uitkomt, dan plannen we een training, of we trainen je team incompany.",
      askDates: "Vraag naar data",
      askInCompany: "Vraag naar een incompanytraining",
    },
    modes: { classroom: "Klassikaal", online: "Online", "in-company": "Incompany" },
    taughtIn: { en: "Voertaal Engels", nl: "Voertaal Nederlands" },
    fullyBooked: "Volgeboekt: wachtlijst",
    placesLeft: (count) => `Nog ${count} ${count === 1 ? "plaats" : "plaatsen"} vrij`,
    pageTitle: (title) => `Training ${title}`,
    factLabels: {
      days: "Duur",
      hours: "Uren",
      certificate: "Je ontvangt",
      attendees: "Groepsgrootte",
    },
    maxAttendees: (count) => `Maximaal ${count} deelnemers`,
  },
};

export const uiStrings: Record<Language, UiStrings> = { en, nl };
