import type { FinderText } from "#src/islands/course-finder.tsx";
import type { UpcomingRunsText } from "#src/components/training/upcoming-runs.tsx";
import type { Language } from "./languages.ts";
import type { ShellStrings } from "./shell-strings.ts";

/**
 * The words of the site's machinery (menus, buttons, template headings,
 * breadcrumbs, labels for screen readers) in each language. Loaders send a
 * page only its own language's table (root loader data, read by
 * `useUiStrings`); the `.server` suffix keeps the tables themselves out of the
 * JavaScript bundles. Page texts an owner rewrites live in content/, not here.
 */
export interface UiStrings {
  /** Components' words: the root loader sends this part to every page (`useUiStrings`). */
  shell: ShellStrings;
  finder: { title: string; text: FinderText };
  course: {
    runs: UpcomingRunsText;
    modes: Record<"classroom" | "online" | "in-company", string>;
    taughtIn: Record<Language, string>;
    fullyBooked: string;
    placesLeft: (count: number) => string;
    /** "ISTQB Foundation Level training": the page title, apart from the service of the same name. */
    pageTitle: (title: string) => string;
    factLabels: Record<"days" | "hours" | "certificate" | "attendees", string>;
    maxAttendees: (count: number) => string;
  };
  /** The course terms page's last line. */
  terms: { version: string };
  /** The enrolment thank-you page's summary labels. */
  enrolled: { course: string; run: string };
}

const en: UiStrings = {
  shell: {
    skipToContent: "Skip to content",
    menu: {
      label: "Main",
      services: "Services",
      training: "Training",
      toggle: "Menu",
      allServices: "All services",
      familyOverview: "{name} training overview",
    },
    footer: {
      contactUs: "Contact Us",
      contact: "Contact",
      rights: "All rights reserved.",
      privacy: "Privacy",
      courseTerms: "Course terms",
    },
    legal: { chamberOfCommerce: "KvK", vat: "VAT" },
    breadcrumbs: { label: "Breadcrumb", home: "Home" },
    links: {
      learnMore: "Learn more",
      viewCourse: "View course",
      viewCourses: "View courses",
      viewDetails: "View Details",
      familyTraining: "{name} training",
    },
    contactCta: {
      title: "Ready to talk about your next step?",
      text: "Tell us where you are and where you want to be. The first consultation is free.",
    },
    courseCount: { one: "{count} course", other: "{count} courses" },
    course: {
      overview: "Course Overview",
      modules: "Course Modules",
      benefits: "Key Benefits",
      getStarted: "Get Started",
      fee: "Course Fee",
      onRequest: "Dates and fee on request",
      onRequestText:
        "Tell us about your team and we will send you the next available dates and the fee.",
      included: "Included",
      enrol: "Enroll Now",
      askDatesAndFee: "Ask for Dates and Fee",
      terms: "Enrollment is subject to our {link}.",
      termsLink: "course terms",
    },
    service: {
      related: "Related Services",
      explore: "Explore {name}",
      interested: "Interested in {name}?",
      level: "Level",
    },
    hub: {
      eyebrow: "Training",
      groups: "{name} course groups",
      ctaTitle: "{name} training for your whole team?",
      ctaText: "We run every course in-house as well, planned around your team and your tools.",
      ctaLabel: "Ask about in-house training",
    },
    home: {
      learnMore: "Learn More",
      learnMoreSubject: " about our services",
      contactUs: "Contact Us",
    },
    thanks: { services: "Our services", training: "Training courses", home: "Home" },
    notFound: { backHome: "Back to home" },
    error: {
      title: "Something went wrong",
      text: "Please try again, or go back to the {link}.",
      homeLink: "home page",
    },
  },
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
      enrol: "Enroll",
    },
  },
  course: {
    runs: {
      title: "Upcoming dates",
      guaranteed: "Guaranteed to run",
      enrol: "Enroll",
      addToCalendar: "Add to calendar",
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
  terms: { version: "Version of these terms: {version}" },
  enrolled: { course: "Course", run: "Run" },
};

const nl: UiStrings = {
  shell: {
    skipToContent: "Naar de inhoud",
    menu: {
      label: "Hoofdmenu",
      services: "Diensten",
      training: "Trainingen",
      toggle: "Menu",
      allServices: "Alle diensten",
      familyOverview: "{title}: overzicht",
    },
    footer: {
      contactUs: "Neem contact op",
      contact: "Contact",
      rights: "Alle rechten voorbehouden.",
      privacy: "Privacy",
      courseTerms: "Trainingsvoorwaarden",
    },
    legal: { chamberOfCommerce: "KvK", vat: "btw-id" },
    breadcrumbs: { label: "Kruimelpad", home: "Home" },
    links: {
      learnMore: "Meer informatie",
      viewCourse: "Bekijk training",
      viewCourses: "Bekijk trainingen",
      viewDetails: "Bekijk details",
      familyTraining: "{title}",
    },
    contactCta: {
      title: "Klaar om je volgende stap te bespreken?",
      text: "Vertel ons waar je staat en waar je naartoe wilt. Het eerste adviesgesprek is gratis.",
    },
    courseCount: { one: "{count} training", other: "{count} trainingen" },
    course: {
      overview: "Over deze training",
      modules: "Modules",
      benefits: "Belangrijkste voordelen",
      getStarted: "Aan de slag",
      fee: "Prijs",
      onRequest: "Data en prijs op aanvraag",
      onRequestText: "Vertel ons over je team, dan sturen we je de eerstvolgende data en de prijs.",
      included: "Inbegrepen",
      enrol: "Inschrijven",
      askDatesAndFee: "Vraag naar data en prijs",
      terms: "Op inschrijving zijn onze {link} van toepassing.",
      termsLink: "trainingsvoorwaarden",
    },
    service: {
      related: "Gerelateerde diensten",
      explore: "Ontdek {name}",
      interested: "Interesse in {name}?",
      level: "Niveau",
    },
    hub: {
      eyebrow: "Trainingen",
      groups: "Trainingsgroepen {name}",
      ctaTitle: "{title} voor je hele team?",
      ctaText: "We geven elke training ook incompany, afgestemd op je team en je tools.",
      ctaLabel: "Vraag naar een incompanytraining",
    },
    home: {
      learnMore: "Meer informatie",
      learnMoreSubject: " over onze diensten",
      contactUs: "Neem contact op",
    },
    thanks: { services: "Onze diensten", training: "Trainingen", home: "Home" },
    notFound: { backHome: "Naar de homepage" },
    error: {
      title: "Er ging iets mis",
      text: "Probeer het opnieuw, of ga terug naar de {link}.",
      homeLink: "homepage",
    },
  },
  finder: {
    title: "Vind een training",
    text: {
      family: "Vakgebied",
      mode: "Lesvorm",
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
      enrol: "Inschrijven",
    },
  },
  course: {
    runs: {
      title: "Geplande data",
      guaranteed: "Gaat gegarandeerd door",
      enrol: "Inschrijven",
      addToCalendar: "Zet in je agenda",
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
  terms: { version: "Versie van deze voorwaarden: {version}" },
  enrolled: { course: "Training", run: "Uitvoering" },
};

export const uiStrings: Record<Language, UiStrings> = { en, nl };
