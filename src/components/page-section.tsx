/** A content band with the site's container, rhythm and heading style. */
export function PageSection(props: {
  title?: string;
  intro?: string;
  id?: string;
  tone?: "white" | "muted";
  children: React.ReactNode;
}) {
  const headingId = props.id ? `${props.id}-heading` : undefined;
  return (
    <section
      id={props.id}
      aria-labelledby={props.title ? headingId : undefined}
      className={`py-16 sm:py-20 ${props.tone === "muted" ? "bg-slate-50" : "bg-white"}`}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {props.title && (
          <div className="mb-10 max-w-3xl">
            <h2 id={headingId} className="text-3xl font-bold tracking-tight sm:text-4xl">
              {props.title}
            </h2>
            {props.intro && <p className="mt-4 text-lg leading-8 text-slate-600">{props.intro}</p>}
          </div>
        )}
        {props.children}
      </div>
    </section>
  );
}
