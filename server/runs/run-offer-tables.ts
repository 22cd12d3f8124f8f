import type {
  LinkChoice,
  OfferAnswer,
  OfferContext,
  OfferKind,
  OfferLookup,
  RunOffers,
} from "./run-offers.ts";

/** An offer's change as the server asks for it. */
export interface OfferChange {
  at: string;
  isMailing: boolean;
  offers: OfferContext;
}

/**
 * The store's methods for offers (joined into the Runs tables, run-tables.ts):
 * the periodic sweep and the answers of the mail links, each one transaction.
 */
export function openOfferMethods(parts: {
  transaction: <T>(work: () => T) => T;
  offers: RunOffers;
}) {
  const { transaction, offers } = parts;
  return {
    /**
     * Expired offers lapse (a move's choice refunds by default), then every
     * live run's free places are offered: after a release switch (capacity
     * lives in the build: a larger one frees places, a lower one takes none
     * away) and periodically for the expiries.
     */
    recomputeOffers(change: OfferChange): { expired: number; offered: number } {
      return transaction(() => {
        const expired = offers.expire(change);
        const offered = offers.offerEverywhere(change.offers, change);
        return { expired, offered };
      });
    },

    /** What a link's page shows; a plain visit changes nothing. */
    offerLookup(token: string, kind: OfferKind, at: string): OfferLookup {
      return offers.lookup(token, kind, at);
    },

    /** The answer a link's button posted, with the place it frees offered on in the same commit. */
    answerOffer(
      answer: OfferChange & { token: string; kind: OfferKind; choice: LinkChoice },
    ): OfferAnswer {
      return transaction(() =>
        offers.answer(answer.token, answer.kind, answer.choice, answer.offers, answer),
      );
    },

    /** Every offer and move choice still running, for the Runs page. */
    runningOffers() {
      return offers.running();
    },
  };
}
