import { Breadcrumbs } from "#src/components/breadcrumbs.tsx";
import { LegalIdentity } from "#src/components/legal-identity.tsx";
import { contactPaths } from "#src/routing/fixed-paths.ts";
import { pagePath } from "#src/routing/paths.server.ts";
import { Card } from "#src/components/card.tsx";
import type { ContactFormProps } from "#src/islands/contact-form.tsx";
import type { EnrolmentFormProps } from "#src/islands/enrolment-form.tsx";
import { enrolmentCatalogue } from "#src/training/enrolment-catalogue.server.ts";
import { totalAmounts } from "#src/training/course-format.ts";
import { vatAmounts } from "#src/training/vat-amounts.ts";
import { addressCountryCodes } from "#src/forms/buyer-address.ts";
import { type Language, languageSettings } from "#src/i18n/languages.ts";
import { Icon, type IconNode } from "#src/components/icon.tsx";
import { PageHero } from "#src/components/page-hero.tsx";
import { PageSection } from "#src/components/page-section.tsx";
import { uiIcons } from "#src/components/ui-icons.ts";
import { companyIn, headOffice } from "#src/content/company.server.ts";
import { courseEnquiries } from "#src/training/course-enquiry.server.ts";
import { offeredRuns } from "#src/training/offered-runs.server.ts";
import { availabilityKey, runPlaces } from "#src/training/run-availability.ts";
import { allCourses } from "#src/content/training.server.ts";
import { pageContent } from "#src/content/pages.server.ts";
import { pageBasics } from "#src/seo/site-meta.server.ts";
import type { SitePage } from "#src/routing/site-map.server.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import type { FormWords } from "#src/i18n/dictionary.ts";
import { parseInline } from "#src/components/parse-prose.ts";

export function load(sitePage: SitePage) {
  const { lang, head } = pageBasics(sitePage);
  const page = pageContent("contact", lang);
  const company = companyIn(lang);
  const office = headOffice(lang);
  const language = lang;
  const paths = contactPaths[lang];
  return {
    ...head({ title: page.title, description: page.description }),
    hero: { title: page.title, tagline: page.tagline, crumb: page.breadcrumb ?? page.title },
    path: paths.form,
    formTitle: page.formTitle,
    // The island's props, written into the page: only this language's form
    // texts, so the bundle holds no table.
    form: {
      language,
      strings: dictionaries[language].form,
      action: paths.thanks,
      courseTermsHref: pagePath("courseTerms", lang),
    } satisfies ContactFormProps,
    // A few KB of sentences in the page, so a course's "Ask for dates" can
    // prefill the message without the course data in any script.
    courseEnquiries: courseEnquiries(lang),
    // The second island: enrolment in a course's run (#enrol), its choices made at build time.
    enrolment: enrolmentFormProps(lang),
    // For the page script, which shows the runs' places as they stand now.
    availabilityWords: dictionaries[lang].runs.availability,
    // Beside the form's button; its retention period is the one the server is built with (pages.server.ts).
    privacyNote: parseInline(page.privacyNote),
    // Under the enrolment form's button (review 2.4, M8): enrolments are kept longer than enquiries.
    enrolmentPrivacyNote: parseInline(page.enrolmentPrivacyNote),
    details: page.details,
    office: {
      street: office.street,
      postalCode: office.postalCode,
      city: office.city,
      country: office.country,
    },
    phone: company.phone,
    email: company.email,
    legal: {
      legalName: company.legalName,
      registeredOffice: company.registeredOffice,
      chamberOfCommerceNumber: company.chamberOfCommerceNumber,
      vatId: company.vatId,
    },
  };
}

export type ContactPageProps = ReturnType<typeof load>;

/** `children`: the contact form island, placed by the route entry. */
export function ContactPage(
  props: ContactPageProps & { children?: React.ReactNode; enrolment?: React.ReactNode },
) {
  const { hero, path, formTitle, details, office, phone, email, legal, children } = props;
  // Data, not script: read by src/enhancements/course-enquiry.ts. "<" escaped so no text can end the element.
  const enquiries = JSON.stringify(props.courseEnquiries).replace(/</g, "\\u003c");
  return (
    <>
      <PageHero title={hero.title} tagline={hero.tagline} seed="contact" />
      <script
        type="application/json"
        id="course-enquiries"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON we wrote at build time, "<" escaped.
        dangerouslySetInnerHTML={{ __html: enquiries }}
      />
      <Breadcrumbs crumbs={[{ label: hero.crumb, path }]} />
      <PageSection tone="muted">
        <div className="grid items-start gap-8 lg:grid-cols-3">
          <div id="contact-form" className="lg:col-span-2">
            <Card title={formTitle} headingLevel="h2">
              <div className="mt-6">{children}</div>
            </Card>
          </div>
          <Card title={details.title} headingLevel="h2" revealIndex={1}>
            <ul className="mt-6 space-y-6">
              <ContactLine icon={uiIcons.mapPin} label={details.office}>
                <address className="not-italic">
                  {office.street}
                  <br />
                  {office.postalCode} {office.city}
                  <br />
                  {office.country}
                </address>
              </ContactLine>
              <ContactLine icon={uiIcons.phone} label={details.phone}>
                <a className={contactLinkClass} href={`tel:${phone.dial}`}>
                  {phone.display}
                </a>
              </ContactLine>
              <ContactLine icon={uiIcons.mail} label={details.email}>
                <a className={contactLinkClass} href={`mailto:${email}`}>
                  {email}
                </a>
              </ContactLine>
            </ul>
            <p className="mt-6 border-t border-slate-100 pt-4 text-sm leading-6 text-slate-600">
              <LegalIdentity company={legal} />
            </p>
          </Card>
        </div>
        <section
          id="enrol"
          className="mt-8 scroll-mt-24 lg:w-2/3"
          // Read by the page script, which then shows each run's places as they stand now.
          data-availability-words={JSON.stringify(props.availabilityWords)}
        >
          <Card title={props.form.strings.enrolment.title} headingLevel="h2">
            <div className="mt-6">{props.enrolment}</div>
          </Card>
        </section>
      </PageSection>
    </>
  );
}

/** The enrolment island's props for a language: the courses and runs on offer at build time. */
function enrolmentFormProps(lang: Language): EnrolmentFormProps {
  const catalogue = enrolmentCatalogue();
  // Each run's places as the build counted them.
  const counted = new Map(
    allCourses(lang).flatMap(({ family, course }) =>
      offeredRuns(family, course).map((run) => [run.availabilityKey, run.availability]),
    ),
  );
  const terms = pageContent("courseTerms", lang);
  // Netlify's build has no server: nothing binding can be ordered there, only requested.
  const isRequestOnly = process.env.NETLIFY === "true";
  return {
    language: lang,
    strings: isRequestOnly ? requestOnlyWords(lang) : dictionaries[lang].form,
    isRequestOnly,
    action: contactPaths[lang].enrolled,
    waiting: { path: contactPaths[lang].waiting, sent: dictionaries[lang].runs.sentWaiting },
    courseTermsHref: pagePath("courseTerms", lang),
    termsVersion: catalogue.terms.version,
    // The express request (to start within the withdrawal period) belongs to an order only.
    expressRequest: isRequestOnly ? "" : terms.expressRequest,
    totalAmounts: totalAmounts(catalogue.vat, lang),
    locale: languageSettings[lang].intlLocale,
    countries: countryOptions(lang),
    courses: catalogue.courses.map((course) => ({
      key: course.key,
      title: course.title[lang],
      fee: course.feeText?.[lang],
      ...(course.feeCents !== undefined && { price: vatAmounts(course.feeCents, catalogue.vat) }),
      maxAttendees: course.maxAttendees,
      runs: course.runs.map((run) => {
        const key = availabilityKey(course.key, run.key);
        return {
          key: run.key,
          start: run.start,
          label: run.label[lang],
          availabilityKey: key,
          places: runPlaces(dictionaries[lang].runs.availability, counted.get(key), lang),
        };
      }),
    })),
  };
}

/** The form's words with the intro and the request's note of the Netlify build. */
function requestOnlyWords(lang: Language): FormWords {
  const form = dictionaries[lang].form;
  const words = dictionaries[lang].enrolmentRequestOnly;
  return {
    ...form,
    enrolment: {
      ...form.enrolment,
      intro: words.intro,
      request: { ...form.enrolment.request, note: words.note },
    },
  };
}

/** The address's countries by their name in the page's language, as the build's Intl names them. */
function countryOptions(lang: Language): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([languageSettings[lang].intlLocale], { type: "region" });
  return addressCountryCodes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .toSorted((a, b) => a.name.localeCompare(b.name, languageSettings[lang].intlLocale));
}

const contactLinkClass =
  "-my-2.5 inline-flex min-h-11 items-center break-all font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline";

function ContactLine(props: { icon: IconNode; label: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
        <Icon node={props.icon} className="size-5" />
      </span>
      <div className="text-base leading-7 text-slate-700">
        <p className="font-semibold text-slate-900">{props.label}</p>
        {props.children}
      </div>
    </li>
  );
}
