/**
 * Tools, standards or metrics as a grid of labelled tiles: six short names
 * fill the row on wide screens instead of leaving a band mostly empty.
 */
export function TagList({ items }: { items: string[] }) {
  return (
    <ul data-list="tags" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {items.map((item) => (
        <li
          key={item}
          className="flex min-h-16 items-center justify-center rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-center font-semibold text-brand-900"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
