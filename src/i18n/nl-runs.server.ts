import type { enRuns } from "./en-runs.server.ts";

/** The words of course runs in Dutch: the keys of en-runs.server.ts, each translated. */
export const nlRuns: typeof enRuns = {
  runs: {
    availability: {
      left: { one: "Nog {count} plaats vrij", other: "Nog {count} plaatsen vrij" },
      last: { one: "Laatste plaats", other: "Laatste {count} plaatsen" },
      full: "Vol: wachtlijst",
    },
    sentWaiting:
      "Bedankt! {course} ({run}) is vol, dus je inschrijving staat op de wachtlijst. We laten het je per e-mail weten zodra er een plaats vrijkomt. Zolang je op de wachtlijst staat, is er nog geen overeenkomst en betaal je niets.",
    closed: {
      started: {
        title: "Deze uitvoering is al begonnen",
        text: "De uitvoering die je koos is al begonnen; inschrijven kan niet meer. Kies een andere uitvoering, of vraag ons naar een datum die je past.",
      },
      cancelled: {
        title: "Deze uitvoering gaat niet door",
        text: "De uitvoering die je koos is geannuleerd; inschrijven kan niet. Kies een andere uitvoering, of vraag ons naar een datum die je past.",
      },
      unknown: {
        title: "Deze uitvoering bieden we niet aan",
        text: "De uitvoering die je koos bieden we niet (meer) aan. Kies een andere uitvoering, of vraag ons naar een datum die je past.",
      },
    },
  },
};
