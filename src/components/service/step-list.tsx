/**
 * A numbered process: an ordered list whose large step numbers carry the
 * order visually (screen readers get it from the list itself).
 */
export function StepList({ items }: { items: { title: string; description: string }[] }) {
  return (
    <ol data-list="steps" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((step, index) => (
        <li key={step.title} className="card-shell card-padding flex gap-5 md:flex-col md:gap-4">
          <span
            aria-hidden="true"
            className="text-3xl leading-none font-bold tracking-tight text-brand-700 tabular-nums md:text-4xl"
          >
            {String(index + 1).padStart(2, "0")}
          </span>
          <div>
            <h3 className="text-xl font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-2 leading-7 text-slate-600">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
