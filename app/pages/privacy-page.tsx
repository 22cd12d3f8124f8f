import { PageHero } from "~/components/page-hero";
import { PageSection } from "~/components/page-section";
import { pageMeta } from "~/seo/page-meta";

// Placeholder until the contact issue builds this page.
export function meta() {
  return pageMeta({
    title: "Privacy",
    description: "How we handle the details you send us.",
    path: "/privacy",
  });
}

export default function PrivacyPage() {
  return (
    <>
      <PageHero title="Privacy" tagline="How we handle the details you send us." seed="privacy" />
      <PageSection>
        <p className="text-lg text-slate-700">How we handle the details you send us.</p>
      </PageSection>
    </>
  );
}
