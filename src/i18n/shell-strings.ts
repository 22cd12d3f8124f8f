/**
 * The interface words components and page templates show (menus, buttons,
 * template headings, breadcrumbs, labels for screen readers), as plain
 * strings: the root loader sends a page its own language's table
 * (`uiStrings[language].shell`), so it travels as data in the page, never as
 * JavaScript. `{name}`-style placeholders are filled by `fill`.
 */
export interface ShellStrings {
  skipToContent: string;
  menu: {
    /** The main navigation's accessible name. */
    label: string;
    services: string;
    training: string;
    /** The mobile menu button's accessible name. */
    toggle: string;
    allServices: string;
    /**
     * "{name} training overview". Templates naming a training family get
     * `{name}`, its menu title ("Testing"), and `{title}`, its full title
     * ("Testing Training"): each language picks what reads well.
     */
    familyOverview: string;
  };
  footer: {
    contactUs: string;
    contact: string;
    rights: string;
    privacy: string;
    courseTerms: string;
  };
  legal: { chamberOfCommerce: string; vat: string };
  breadcrumbs: { label: string; home: string };
  links: {
    learnMore: string;
    viewCourse: string;
    viewCourses: string;
    viewDetails: string;
    /** "{name} training": a family's link in the footer, and what a View Details leads to. */
    familyTraining: string;
  };
  contactCta: { title: string; text: string };
  /** "{count} courses" */
  courseCount: { one: string; other: string };
  course: {
    overview: string;
    modules: string;
    benefits: string;
    getStarted: string;
    fee: string;
    onRequest: string;
    onRequestText: string;
    included: string;
    enrol: string;
    askDatesAndFee: string;
    /** "Enrolment is subject to our {link}." */
    terms: string;
    termsLink: string;
  };
  service: {
    related: string;
    /** "Explore {name}" */
    explore: string;
    /** "Interested in {name}?" */
    interested: string;
    level: string;
  };
  hub: {
    eyebrow: string;
    /** "{name} course groups" */
    groups: string;
    /** "{name} training for your whole team?" (`{title}` too) */
    ctaTitle: string;
    ctaText: string;
    ctaLabel: string;
  };
  home: { learnMore: string; learnMoreSubject: string; contactUs: string };
  thanks: { services: string; training: string; home: string };
  notFound: { backHome: string };
  error: {
    title: string;
    /** "Please try again, or go back to the {link}." */
    text: string;
    homeLink: string;
  };
}
