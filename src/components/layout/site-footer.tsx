import type { Company } from "#src/content/company.server.ts";
import type { Navigation, NavLink } from "./navigation.server.ts";
import { useShellWords } from "#src/components/page-context.tsx";
import { BrandLogo } from "#src/components/brand-logo.tsx";
import { LegalIdentity } from "#src/components/legal-identity.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";

/** What the footer shows of the company (the page's shell: src/templates/page-view.server.ts). */
export type FooterCompany = Omit<Company, "placeholders">;

export function SiteFooter({
  navigation,
  company,
}: {
  navigation: Navigation;
  company: FooterCompany;
}) {
  const ui = useShellWords();
  return (
    <footer id="site-footer" className="no-print bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <BrandLogo name={company.name} tone="light" />
          <p className="mt-4 max-w-xs text-sm leading-6 text-brand-200">{company.tagline}.</p>
          <ul className="mt-4 space-y-1 text-sm">
            <li>
              <a href={navigation.about.href} className="footer-link inline-block py-1">
                {navigation.about.label}
              </a>
            </li>
            <li>
              <a href={navigation.contact} className="footer-link inline-block py-1">
                {ui.footer.contactUs}
              </a>
            </li>
            {navigation.withdraw && (
              // The EU withdrawal function, on every page of a build with our server.
              <li>
                <a href={navigation.withdraw} className="footer-link inline-block py-1">
                  {ui.footer.withdraw}
                </a>
              </li>
            )}
          </ul>
        </div>
        <FooterColumn title={ui.menu.services} links={navigation.footerServices} />
        <FooterColumn title={ui.menu.training} links={navigation.footerTraining} />
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">
            {ui.footer.contact}
          </h2>
          <ul className="mt-4 space-y-4 text-sm leading-6">
            {company.offices.map((office) => (
              <li key={office.label}>
                <address className="not-italic">
                  <span className="block font-medium text-white">{office.label}</span>
                  {office.street}
                  <br />
                  {office.postalCode} {office.city}, {office.country}
                </address>
              </li>
            ))}
            <li>
              <a className="footer-link" href={`tel:${company.phone.dial}`}>
                {company.phone.display}
              </a>
              <br />
              <a className="footer-link" href={`mailto:${company.email}`}>
                {company.email}
              </a>
              <br />
              <a className="footer-link" href={company.professionalNetwork.url} rel="noopener">
                {company.professionalNetwork.label}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-brand-200 sm:px-6 lg:flex-row lg:justify-between lg:px-8">
          <p>
            © {company.copyrightYear} {company.name}. {ui.footer.rights}{" "}
            <a href={navigation.privacy} className={bottomLinkClass}>
              {ui.footer.privacy}
            </a>{" "}
            ·{" "}
            <a href={navigation.courseTerms} className={bottomLinkClass}>
              {ui.footer.courseTerms}
            </a>{" "}
            ·{" "}
            <a href={navigation.serviceTerms} className={bottomLinkClass}>
              {ui.footer.serviceTerms}
            </a>{" "}
            · <LanguageSwitcher className={`inline-flex py-1 ${bottomLinkClass}`} />
          </p>
          <p>
            <LegalIdentity company={company} />
          </p>
        </div>
      </div>
    </footer>
  );
}

const bottomLinkClass = "text-brand-100 underline underline-offset-4 hover:text-white";

function FooterColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <ul className="mt-4 space-y-1 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="footer-link inline-block py-1">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
