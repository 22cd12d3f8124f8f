import type { Navigation } from "./navigation.server.ts";
import { BrandLogo } from "#src/components/brand-logo.tsx";
import { DesktopNav } from "./desktop-nav.tsx";
import { MobileNav } from "./mobile-nav.tsx";

/** The fixed 80 px bar on every page: logo, desktop menus or the mobile menu button. */
export function SiteHeader({
  navigation,
  brandName,
}: {
  navigation: Navigation;
  brandName: string;
}) {
  return (
    <header className="no-print fixed inset-x-0 top-0 z-50 h-header border-b border-slate-200 bg-white">
      {/* No backdrop-filter here: it would make the header the containing block
          of fixed descendants. */}
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-6 px-4 sm:px-6 lg:px-8">
        <a href={navigation.home} className="-m-1 rounded-md p-1">
          <BrandLogo name={brandName} />
        </a>
        <DesktopNav navigation={navigation} />
        <MobileNav navigation={navigation} />
      </div>
    </header>
  );
}
