import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { editorAccountPath } from "#src/admin/editor-paths.ts";
import { loadContent } from "#src/content/load-content.server.ts";

/**
 * The e-mails Netlify Identity sends editors, as templates it fetches from the
 * deployed site (Identity → Emails → each template's path; docs/operator-guide.md).
 * Netlify's own templates link to the home page (`{{ .SiteURL }}/#invite_token=…`),
 * where nothing reads the token; these link to the editor's account page,
 * which does. `{{ .SiteURL }}` and `{{ .Token }}` are Identity's (Go template)
 * placeholders, filled in when the mail is sent.
 */
export const identityEmailFiles = {
  invitation: "admin/emails/invitation.html",
  recovery: "admin/emails/recovery.html",
} as const;

export async function writeIdentityEmails(client: string) {
  const emails = identityEmails(loadContent().company.name);
  for (const [kind, file] of Object.entries(identityEmailFiles)) {
    await mkdir(path.dirname(path.join(client, file)), { recursive: true });
    await writeFile(path.join(client, file), emails[kind as keyof typeof identityEmailFiles]);
  }
  return emails;
}

export function identityEmails(siteName: string): Record<keyof typeof identityEmailFiles, string> {
  const name = escapeHtml(siteName);
  return {
    invitation: email({
      heading: "You are invited to edit the website",
      text: `You have been invited to edit the website of ${name}. Follow the link to choose your password; the editor opens once it is set.`,
      link: `{{ .SiteURL }}${editorAccountPath}#invite_token={{ .Token }}`,
      linkText: "Choose your password",
      after: "If you did not expect this invitation, you can ignore this e-mail.",
    }),
    recovery: email({
      heading: "Choose a new password",
      text: `A new password was requested for your editor account on the website of ${name}. Follow the link to choose one.`,
      link: `{{ .SiteURL }}${editorAccountPath}#recovery_token={{ .Token }}`,
      linkText: "Choose a new password",
      after:
        "If you did not ask for this, you can ignore this e-mail: your password stays as it is.",
    }),
  };
}

function email(parts: {
  heading: string;
  text: string;
  link: string;
  linkText: string;
  after: string;
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${parts.heading}</title>
</head>
<body>
<h2>${parts.heading}</h2>
<p>${parts.text}</p>
<p><a href="${parts.link}">${parts.linkText}</a></p>
<p>${parts.after}</p>
</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return (
    text
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      // Identity reads the file as a Go template: a name holding "{{" must stay text.
      .replace(/\{\{/g, "&#123;&#123;")
  );
}
