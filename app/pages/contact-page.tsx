import { Link, useLoaderData } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { Card } from "~/components/card";
import { ContactForm } from "~/components/contact/contact-form";
import { formIcons } from "~/components/contact/form-icons";
import { Icon, type IconNode } from "~/components/icon";
import { PageHero } from "~/components/page-hero";
import { PageSection } from "~/components/page-section";
import { uiIcons } from "~/components/ui-icons";
import { company, headOffice } from "~/content/company.server";
import { courseEnquiries } from "~/content/course-enquiry.server";
import { metaFor } from "~/content/site-meta.server";
import { metaFromLoader } from "~/seo/page-meta";

const tagline =
  "Get in touch with our team of experts. Tell us where your software delivery stands, or which course you have in mind, and we will get back to you.";

export function loader() {
  const office = headOffice();
  return {
    meta: metaFor({
      title: "Contact Us",
      description:
        "Get in touch with our team of experts about agile coaching, testing, DevOps or a training course. Send us a message, call or e-mail our office in Veldhoven.",
      path: "/contact",
    }),
    // A few KB of sentences in the page, so Enroll Now can prefill the message
    // without the course data in the bundle.
    courseEnquiries: courseEnquiries(),
    office: {
      street: office.street,
      postalCode: office.postalCode,
      city: office.city,
      country: office.country,
    },
    phone: company.phone,
    email: company.email,
    privacyEmail: company.privacyEmail,
    // The number the privacy notice states: the server's ENQUIRY_RETENTION_DAYS,
    // read here at build time with the same default.
    retentionDays: Number(process.env.ENQUIRY_RETENTION_DAYS) || 365,
  };
}

export const meta = metaFromLoader;

export default function ContactPage() {
  const { courseEnquiries, office, phone, email, privacyEmail, retentionDays } =
    useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title="Contact Us" tagline={tagline} seed="contact" />
      <Breadcrumbs crumbs={[{ label: "Contact Us", path: "/contact" }]} />
      <PageSection tone="muted">
        <div className="grid items-start gap-8 lg:grid-cols-3">
          <div id="contact-form" className="lg:col-span-2">
            <Card title="Send us a message" headingLevel="h2">
              <div className="mt-6">
                <ContactForm
                  courseEnquiries={courseEnquiries}
                  privacyNote={
                    <p className="flex items-start gap-2">
                      <Icon
                        node={formIcons.shieldCheck}
                        className="mt-1 size-5 shrink-0 text-brand-700"
                      />
                      <span>
                        We store your details only to answer your enquiry and delete them after{" "}
                        {retentionDays} days. To see or remove them, write to{" "}
                        <a
                          className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
                          href={`mailto:${privacyEmail}`}
                        >
                          {privacyEmail}
                        </a>
                        .{" "}
                        <Link
                          to="/privacy"
                          className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
                        >
                          Privacy notice
                        </Link>
                      </span>
                    </p>
                  }
                />
              </div>
            </Card>
          </div>
          <Card title="Contact Information" headingLevel="h2" revealIndex={1}>
            <ul className="mt-6 space-y-6">
              <ContactLine icon={uiIcons.mapPin} label="Office">
                <address className="not-italic">
                  {office.street}
                  <br />
                  {office.postalCode} {office.city}
                  <br />
                  {office.country}
                </address>
              </ContactLine>
              <ContactLine icon={uiIcons.phone} label="Phone">
                <a className={contactLinkClass} href={`tel:${phone.dial}`}>
                  {phone.display}
                </a>
              </ContactLine>
              <ContactLine icon={uiIcons.mail} label="Email">
                <a className={contactLinkClass} href={`mailto:${email}`}>
                  {email}
                </a>
              </ContactLine>
            </ul>
          </Card>
        </div>
      </PageSection>
    </>
  );
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
