import type { SignedInContext } from "#server/back-office/router.tsx";
import { type NotFoundWords, sendNotFound } from "./not-found.tsx";

/** An answer instead of the handler's: why the action cannot go ahead. */
export class Refusal {
  readonly answer: (context: SignedInContext) => void;
  constructor(answer: (context: SignedInContext) => void) {
    this.answer = answer;
  }
}

export interface ActionOpening<Found> {
  /**
   * What the address names (a run, an enrolment, an enquiry) with what its
   * handlers need: undefined when there is no such thing, a Refusal when the
   * address cannot be acted on at all.
   */
  find(context: SignedInContext): Promise<Found | Refusal | undefined>;
  /** Answered when `find` finds nothing: the not-found page's words, or an answer of the area's own. */
  notFound: NotFoundWords | ((context: SignedInContext) => void);
  /** Whether it may change now: a Refusal is answered instead of the handler. */
  check?(context: SignedInContext, found: Found): Refusal | undefined;
}

/**
 * The opening every action on one thing shares, written once: find what
 * the address names, answer the not-found page when it is not there, check
 * it may change, and only then run the handler with what was found. An
 * area makes one opening per kind of thing (a run, a run that may still
 * change, an enrolment, an enquiry) and wraps each handler in it.
 */
export function guardedAction<Found>(opening: ActionOpening<Found>) {
  return (handler: (context: SignedInContext, found: Found) => Promise<void> | void) =>
    async (context: SignedInContext): Promise<void> => {
      const found = await opening.find(context);
      if (found === undefined) {
        if (typeof opening.notFound === "function") opening.notFound(context);
        else sendNotFound(context, opening.notFound);
        return;
      }
      if (found instanceof Refusal) {
        found.answer(context);
        return;
      }
      const refusal = opening.check?.(context, found);
      if (refusal) {
        refusal.answer(context);
        return;
      }
      await handler(context, found);
    };
}
