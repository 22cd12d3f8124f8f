import { languageSettings, languages } from "#src/i18n/languages.ts";
import { Icon } from "#src/components/icon.tsx";
import { usePage } from "#src/components/page-context.tsx";
import { uiIcons } from "#src/components/ui-icons.ts";

/**
 * The link to this page in each other language: a plain `<a>`, so it works
 * before and without JavaScript and the whole document (its `<html lang>`,
 * menus and footer) loads in that language. The address comes from the site
 * map (the page's `alternates`); a page without one (the 404) leads to the other
 * language's home page. Named in its own language, which it is marked as.
 */
export function LanguageSwitcher({
  className = "",
  isCompact = false,
}: {
  className?: string;
  /**
   * Between lg and xl the desktop bar has room for the code only ("NL"), no
   * globe; the language's name stays the link's accessible name.
   */
  isCompact?: boolean;
}) {
  const { language, alternates, navigation } = usePage();
  return languages
    .filter((target) => target !== language)
    .map((target) => (
      <a
        key={target}
        href={alternates?.[target] ?? navigation.languageHomes[target]}
        hrefLang={target}
        lang={target}
        className={`items-center gap-1.5 font-medium ${className}`}
      >
        <Icon
          node={uiIcons.globe}
          className={`size-4 shrink-0 opacity-70 ${isCompact ? "hidden xl:block" : ""}`}
        />
        {isCompact ? (
          <>
            <span aria-hidden="true" className="uppercase xl:hidden">
              {target}
            </span>
            <span className="sr-only xl:not-sr-only">{languageSettings[target].name}</span>
          </>
        ) : (
          languageSettings[target].name
        )}
      </a>
    ));
}
