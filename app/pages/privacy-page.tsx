import { Link, useLoaderData } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { PageHero } from "~/components/page-hero";
import { PageSection } from "~/components/page-section";
import { company, headOffice } from "~/content/company.server";
import { metaFor } from "~/content/site-meta.server";
import { metaFromLoader } from "~/seo/page-meta";

export function loader() {
  const office = headOffice();
  return {
    meta: metaFor({
      title: "Privacy notice",
      description:
        "What we store when you send us a message, why, for how long, and your rights under the GDPR.",
      path: "/privacy",
    }),
    legalName: company.legalName,
    name: company.name,
    address: `${office.street}, ${office.postalCode} ${office.city}, ${office.country}`,
    email: company.email,
    privacyEmail: company.privacyEmail,
    // What the server's ENQUIRY_RETENTION_DAYS is set to (same default), read at build time.
    retentionDays: Number(process.env.ENQUIRY_RETENTION_DAYS) || 365,
  };
}

const linkClass = "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800";

/**
 * The privacy notice for the contact form, the site's only personal data.
 * Written for a Dutch company under the GDPR (AVG); the company's details
 * come from the content, the retention from the server's setting.
 */
export const meta = metaFromLoader;

export default function PrivacyPage() {
  const { legalName, name, address, email, privacyEmail, retentionDays } =
    useLoaderData<typeof loader>();
  const privacyLink = (
    <a className={linkClass} href={`mailto:${privacyEmail}`}>
      {privacyEmail}
    </a>
  );
  return (
    <>
      <PageHero
        title="Privacy notice"
        tagline="What we store when you send us a message, why, for how long, and what you can ask of us."
        seed="privacy"
      />
      <Breadcrumbs crumbs={[{ label: "Privacy notice", path: "/privacy" }]} />
      <PageSection>
        <div className="max-w-3xl space-y-12 text-lg leading-8 text-slate-700">
          <Part title="In short">
            <p>
              The only personal data this website collects is what you type into the{" "}
              <Link className={linkClass} to="/contact">
                contact form
              </Link>
              . We use it to answer you, keep it for {retentionDays} days, share it with no one and
              do not track you. You can ask us at any time to see or delete it.
            </p>
          </Part>

          <Part title="Who is responsible">
            <p>
              {legalName} ({name}), {address}, is the controller of your personal data under the
              General Data Protection Regulation (GDPR, in Dutch the AVG). For anything about your
              data, write to {privacyLink}; for everything else to{" "}
              <a className={linkClass} href={`mailto:${email}`}>
                {email}
              </a>
              .
            </p>
          </Part>

          <Part title="What we store">
            <p>When you send the contact form, we store:</p>
            <ul className="list-disc space-y-1 pl-6">
              <li>your name, e-mail address and phone number;</li>
              <li>your message;</li>
              <li>the date and time it arrived.</li>
            </ul>
            <p>
              We do not store your IP address with your message. To stop automated abuse, our server
              counts messages per network address in its memory for at most a minute; that count is
              never written down.
            </p>
          </Part>

          <Part title="Why, and on what legal basis">
            <p>
              We use your details only to answer your enquiry: to reply, to call you back if you ask
              us to, and to prepare an offer or a course enrolment you ask about. When you ask about
              our services or courses, the legal basis is taking steps at your request before
              entering into a contract (Article 6(1)(b) GDPR). For any other message it is our
              legitimate interest in answering the people who write to us (Article 6(1)(f) GDPR). We
              do not use your details for marketing and do not make automated decisions about you.
            </p>
          </Part>

          <Part title="How long we keep it">
            <p>
              Enquiries are deleted automatically {retentionDays} days after they arrive. If your
              enquiry leads to an agreement, we keep what that agreement and Dutch law (for example
              the tax rules on business records) require, for as long as they require it.
            </p>
          </Part>

          <Part title="Who else sees it">
            <p>
              No one outside our company. We do not sell or share your details. The website and its
              form run on our hosting provider&apos;s servers, and a copy of your message may be
              delivered to our own mailbox through our e-mail provider; both handle it only on our
              behalf and on our instructions.
            </p>
            <p>
              This website sets no cookies, uses no analytics or tracking, and loads nothing from
              other websites: no fonts, scripts or images from third parties.
            </p>
          </Part>

          <Part title="Your rights">
            <p>You may ask us to:</p>
            <ul className="list-disc space-y-1 pl-6">
              <li>show you the personal data we hold about you (access);</li>
              <li>correct it (rectification) or delete it (erasure);</li>
              <li>restrict its use, or object to it;</li>
              <li>give it to you in a machine-readable form (data portability).</li>
            </ul>
            <p>
              Write to {privacyLink}. We answer within one month. If you are not satisfied with how
              we handle your data, you have the right to lodge a complaint with the Dutch data
              protection authority, the Autoriteit Persoonsgegevens (autoriteitpersoonsgegevens.nl).
            </p>
          </Part>

          <Part title="Security">
            <p>
              The site is served over an encrypted connection, and stored enquiries can be read only
              by the people at our company who answer them.
            </p>
          </Part>
        </div>
      </PageSection>
    </>
  );
}

function Part(props: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-4">
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">{props.title}</h2>
      {props.children}
    </section>
  );
}
