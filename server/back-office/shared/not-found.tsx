import { sendPage } from "#server/back-office/http.ts";
import type { SignedInContext } from "#server/back-office/router.tsx";
import { MessagePage } from "./message-page.tsx";

/** What is not here, said for the owner, and the way back to the area's list. */
export interface NotFoundWords {
  text: string;
  back: { href: string; label: string };
}

/** The one not-found page of the signed-in areas (404): a run, an enquiry, anything the address names. */
export function sendNotFound(
  { request, response, signedIn }: SignedInContext,
  words: NotFoundWords,
) {
  sendPage(
    request,
    response,
    404,
    <MessagePage
      title="Not found"
      text={words.text}
      signedIn={{ email: signedIn.email }}
      link={words.back}
    />,
  );
}
