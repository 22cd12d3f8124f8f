import { ButtonLink } from "~/components/button-link";
import { PageHero } from "~/components/page-hero";
import { PageSection } from "~/components/page-section";
import { metaFor } from "~/content/site-meta.server";
import { metaFromLoader } from "~/seo/page-meta";

/**
 * Where the contact form leads: the form's action (a browser without
 * JavaScript lands here after posting, on our server and on Netlify) and the
 * target of the receiver's 303. Not for search engines.
 */
export function loader() {
  return {
    meta: metaFor({
      title: "Thank you",
      description: "Thank you for your message! We'll get back to you soon.",
      path: "/contact/thanks",
      isNoIndex: true,
    }),
  };
}

export const meta = metaFromLoader;

export default function ContactThanksPage() {
  return (
    <>
      <PageHero
        title="Thank you"
        tagline="Thank you for your message! We'll get back to you soon."
        seed="contact-thanks"
      />
      <PageSection>
        <div className="max-w-2xl">
          <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">What happens next</h2>
          <p className="mt-4 text-lg leading-8 text-slate-700">
            Your message has reached our team. One of our consultants will read it and answer you by
            e-mail or phone. In the meantime, have a look at what we do.
          </p>
          <div className="mt-8 flex flex-wrap gap-4">
            <ButtonLink to="/services">Our services</ButtonLink>
            <ButtonLink to="/training" variant="secondary">
              Training courses
            </ButtonLink>
            <ButtonLink to="/" variant="secondary">
              Home
            </ButtonLink>
          </div>
        </div>
      </PageSection>
    </>
  );
}
