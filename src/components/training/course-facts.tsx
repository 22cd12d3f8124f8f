import { Icon, type IconNode } from "#src/components/icon.tsx";

export interface CourseFact {
  /** Names the fact for tests and print styles: days, hours, certificate, attendees. */
  kind: string;
  label: string;
  value: string;
  icon: IconNode;
}

/** The key facts of a course as a row of small stat tiles. */
export function CourseFacts({ facts }: { facts: CourseFact[] }) {
  // Duration and hours are short and pair up on a phone; longer values
  // (certificate, group size) take a full row there.
  const columns = facts.length === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2";
  return (
    <dl className={`grid grid-cols-2 gap-3 sm:gap-4 ${columns} print:grid-cols-4 print:gap-2`}>
      {facts.map((fact) => (
        // A dl's groups may hold only dt and dd: the icon sits inside the dt,
        // placed in the tile's left padding.
        <div
          key={fact.kind}
          data-fact={fact.kind}
          className={`relative flex min-h-16 flex-col justify-center rounded-xl border border-slate-200 bg-slate-50 py-3 pr-3 pl-16 sm:py-4 sm:pr-4 sm:pl-[4.5rem] print:min-h-0 print:bg-white print:p-2 ${
            fact.kind === "days" || fact.kind === "hours" ? "" : "col-span-2 sm:col-span-1"
          }`}
        >
          <dt className="text-sm font-medium text-slate-600">
            <span className="absolute top-1/2 left-3 flex size-10 -translate-y-1/2 items-center justify-center rounded-lg bg-white text-brand-700 ring-1 ring-brand-100 sm:left-4 print:hidden">
              <Icon node={fact.icon} className="size-5" />
            </span>
            {fact.label}
          </dt>
          <dd className="font-semibold text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
