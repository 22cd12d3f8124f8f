import type { ProseInline } from "#src/components/parse-prose.ts";
import { Icon } from "#src/components/icon.tsx";
import { ProseLine } from "#src/components/prose.tsx";
import { formIcons } from "./form-icons.ts";

/**
 * The privacy note beside a form's submit button. Rendered at build time and
 * handed to the form's island as its children, so none of it is JavaScript.
 */
export function PrivacyNote({ inlines }: { inlines: ProseInline[] }) {
  return (
    <p className="flex items-start gap-2">
      <Icon node={formIcons.shieldCheck} className="mt-1 size-5 shrink-0 text-brand-700" />
      <span>
        <ProseLine inlines={inlines} />
      </span>
    </p>
  );
}
