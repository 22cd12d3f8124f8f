import type { ReactNode } from "react";
import { backOfficePaths } from "#server/back-office/paths.ts";

export type Section =
  | "overview"
  | "enquiries"
  | "runs"
  | "invoices"
  | "quotes"
  | "traffic"
  | "editor"
  | "log";

export interface PageShellProps {
  /** The page's own title; " · Back office" follows it. */
  title: string;
  /** Who is signed in; absent on the sign-in and invitation pages. */
  signedIn?: { email: string };
  section?: Section;
  /** Script files (our own origin) the page needs: the passkey pages only. */
  scripts?: string[];
  /** A narrow column: sign-in, invitation, confirmations. */
  isNarrow?: boolean;
  children: ReactNode;
}

const sections: { key: Section; label: string; href: string }[] = [
  { key: "overview", label: "Overview", href: backOfficePaths.overview },
  { key: "enquiries", label: "Enquiries", href: backOfficePaths.enquiries },
  { key: "runs", label: "Runs", href: backOfficePaths.runs },
  { key: "invoices", label: "Invoices", href: backOfficePaths.invoices },
  { key: "quotes", label: "Quotes", href: backOfficePaths.quotes },
  { key: "traffic", label: "Traffic", href: backOfficePaths.traffic },
  { key: "editor", label: "Edit content", href: backOfficePaths.editor },
  { key: "log", label: "Log", href: backOfficePaths.log },
];

/**
 * Every back-office page: never indexed, styled by our one stylesheet, a
 * skip link, the sections and who is signed in (with the sign-out button, a
 * POST like every change). The pages work without JavaScript except the two
 * that talk to an authenticator, which say so.
 */
export function PageShell(props: PageShellProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${props.title} · Back office`}</title>
        <link rel="stylesheet" href={backOfficePaths.stylesheet} />
        {props.scripts?.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <header className="top-bar">
          <div className="top-bar-inner">
            <a className="brand" href={backOfficePaths.overview}>
              Back office
            </a>
            {props.signedIn && (
              <>
                <nav className="top-nav" aria-label="Back office">
                  <ul>
                    {sections.map((section) => (
                      <li key={section.key}>
                        <a
                          href={section.href}
                          aria-current={section.key === props.section ? "page" : undefined}
                        >
                          {section.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </nav>
                <div className="signed-in">
                  <span>{props.signedIn.email}</span>
                  <a href={backOfficePaths.sessions}>Your sessions</a>
                  <form method="post" action={backOfficePaths.signOut} className="inline">
                    <button type="submit" className="link-button">
                      Sign out
                    </button>
                  </form>
                </div>
              </>
            )}
          </div>
        </header>
        <main id="main" className={props.isNarrow ? "narrow" : undefined}>
          {props.children}
        </main>
      </body>
    </html>
  );
}
