import { Card } from "#src/components/card.tsx";
import type { IconNode } from "#src/components/icon.tsx";

export interface CourseBenefitView {
  icon: IconNode;
  title: string;
  description: string;
}

/**
 * Key benefits as a grid of three cards, or, where a course shows them as
 * plain text lines (ISTQB Foundation), as a simple list.
 */
export function CourseBenefits(props: { benefits: CourseBenefitView[]; asText?: boolean }) {
  if (props.asText) {
    return (
      <ul className="max-w-3xl space-y-3 text-lg leading-8 text-slate-700">
        {props.benefits.map((benefit) => (
          <li key={benefit.title} data-benefit="" className="border-l-4 border-brand-300 pl-4">
            <strong className="font-semibold text-slate-900">{benefit.title}:</strong>{" "}
            {benefit.description}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="grid gap-6 md:grid-cols-3 print:grid-cols-3 print:gap-3 print:*:p-4 print:*:shadow-none">
      {props.benefits.map((benefit, index) => (
        <Card
          key={benefit.title}
          title={benefit.title}
          description={benefit.description}
          icon={benefit.icon}
          revealIndex={index}
        />
      ))}
    </div>
  );
}
