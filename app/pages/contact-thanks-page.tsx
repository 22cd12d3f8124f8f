import { PageHero } from "~/components/page-hero";
import { PageSection } from "~/components/page-section";
import { pageMeta } from "~/seo/page-meta";

// Placeholder until the contact issue builds this page.
export function meta() {
  return pageMeta({
    title: "Thank you",
    description: "We have received your message.",
    path: "/contact/thanks",
  });
}

export default function ContactThanksPage() {
  return (
    <>
      <PageHero title="Thank you" tagline="We have received your message." seed="contact-thanks" />
      <PageSection>
        <p className="text-lg text-slate-700">We have received your message.</p>
      </PageSection>
    </>
  );
}
