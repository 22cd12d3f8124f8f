import { PageShell } from "./page-shell.tsx";

/** A page that only says something: not found, a refusal, what to do next. */
export function MessagePage(props: {
  title: string;
  text: string;
  signedIn?: { email: string };
  link?: { href: string; label: string };
}) {
  return (
    <PageShell title={props.title} signedIn={props.signedIn} isNarrow>
      <h1>{props.title}</h1>
      <p>{props.text}</p>
      {props.link && (
        <p>
          <a href={props.link.href}>{props.link.label}</a>
        </p>
      )}
    </PageShell>
  );
}
