/** The course's modules, numbered in the order they are taught. */
export function CourseModules({ modules }: { modules: string[] }) {
  return (
    <ol className="grid gap-3 sm:grid-cols-2 print:grid-cols-2 print:gap-2">
      {modules.map((module, index) => (
        <li
          key={module}
          data-module=""
          className="flex items-start gap-4 rounded-xl border border-slate-200 bg-white p-4 print:break-inside-avoid print:p-2"
        >
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white tabular-nums print:border print:border-slate-400 print:bg-white print:text-slate-900"
          >
            {index + 1}
          </span>
          <span className="pt-1 font-medium text-slate-800">{module}</span>
        </li>
      ))}
    </ol>
  );
}
