import { useShellWords } from "./page-context.tsx";
import type { LinkCardData } from "./service-link-card.server.ts";
import { Card, CheckList } from "./card.tsx";

/**
 * A grid of cards that each lead to a page (services, training families,
 * related services): three across on wide screens, or all three in one row
 * when there are exactly three.
 */
export function LinkCardGrid(props: {
  cards: LinkCardData[];
  linkLabel?: string;
  headingLevel?: "h2" | "h3";
  /** Names the list for tests and styling hooks (`data-list`). */
  listName?: string;
}) {
  const ui = useShellWords().links;
  const columns = props.cards.length === 3 ? "md:grid-cols-3" : "md:grid-cols-2 lg:grid-cols-3";
  return (
    <div data-list={props.listName} className={`grid gap-6 ${columns}`}>
      {props.cards.map((card, index) => (
        <Card
          key={card.href}
          headingLevel={props.headingLevel}
          title={card.title}
          description={card.summary}
          icon={card.icon}
          href={card.href}
          linkLabel={props.linkLabel ?? ui.learnMore}
          revealIndex={index % 3}
        >
          {card.features && <CheckList items={card.features} className="mt-5" />}
        </Card>
      ))}
    </div>
  );
}
