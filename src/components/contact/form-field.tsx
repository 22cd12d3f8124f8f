import { Icon } from "#src/components/icon.tsx";
import { formIcons } from "./form-icons.ts";

const controlClass =
  "block w-full rounded-lg border bg-white px-4 py-3 text-base text-slate-900 shadow-sm transition-colors placeholder:text-slate-500";
// Apart, so no two border colours compete for one state.
const validClass = "border-slate-300 hover:border-slate-400 focus:border-brand-600";
const invalidClass = "border-red-600 hover:border-red-700 focus:border-red-700";

/**
 * One labelled input (or textarea) of the contact form with its error below
 * it. The error is tied to the control by aria-describedby and the control is
 * marked aria-invalid, so a screen reader reads the message with the field.
 */
export function FormField(props: {
  name: string;
  label: string;
  /** Keeps ids apart when two forms share a page ("contact", "enrol"). */
  idPrefix?: string;
  error?: string;
  className?: string;
  control: (attributes: {
    id: string;
    name: string;
    className: string;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
  }) => React.ReactNode;
}) {
  const id = `${props.idPrefix ?? "contact"}-${props.name}`;
  const errorId = `${id}-error`;
  return (
    <div className={props.className}>
      <label htmlFor={id} className="block text-base font-medium text-slate-900">
        {props.label}
      </label>
      <div className="mt-2">
        {props.control({
          id,
          name: props.name,
          className: `${controlClass} ${props.error ? invalidClass : validClass}`,
          ...(props.error ? { "aria-invalid": true, "aria-describedby": errorId } : {}),
        })}
      </div>
      {props.error && (
        <p id={errorId} className="mt-2 flex items-start gap-1.5 text-base text-red-700">
          <Icon node={formIcons.circleAlert} size={20} className="mt-0.5 size-5 shrink-0" />
          <span>{props.error}</span>
        </p>
      )}
    </div>
  );
}
