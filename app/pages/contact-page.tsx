import { PageHero } from "~/components/page-hero";
import { PageSection } from "~/components/page-section";
import { pageMeta } from "~/seo/page-meta";

// Placeholder until the contact issue builds this page.
export function meta() {
  return pageMeta({
    title: "Contact Us",
    description: "Get in touch with our team of experts.",
    path: "/contact",
  });
}

export default function ContactPage() {
  return (
    <>
      <PageHero
        title="Contact Us"
        tagline="Get in touch with our team of experts."
        seed="contact"
      />
      <PageSection>
        <p className="text-lg text-slate-700">Get in touch with our team of experts.</p>
      </PageSection>
    </>
  );
}
