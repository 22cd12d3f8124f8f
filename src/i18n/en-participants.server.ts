/**
 * The words of the page behind the link in an enrolment's receipt where the
 * booker names the participants, or changes who comes, until the run starts
 * (spread into en.server.ts as its `participantLink` section).
 */
export const enParticipants = {
  participantLink: {
    title: "Who takes part: {course}",
    intro:
      "{run}. Fill in or change each participant's name until the course starts; the course terms allow sending someone else in a participant's place. The joining details and the certificate of participation go to each participant's e-mail address; without one, to you. Only a participant with an e-mail address of their own (or you, if you attend) gets the link to evaluate the course. We send the invoice and the payment reminders to you only.",
    participant: "Participant {position}",
    name: "Name",
    email: "E-mail (optional)",
    save: "Save the participants",
    more: "To add or remove a participant, reply to your receipt or contact us; we adjust the places and the invoice. The course terms' cancellation charges apply to removing a participant.",
    morePrivateRun:
      "Want to add a participant or withdraw one? Contact us: we agreed this training with your organization, and we adjust the places with you.",
    refused: {
      title: "Please check the participants",
      text: "Nothing was saved. {problems}",
    },
    duplicate: "Two participants have the same e-mail address.",
    saved: {
      title: "Saved",
      text: "The participants are saved. You can change them with the same link until the course starts.",
    },
    expired: {
      title: "This link no longer works",
      text: "The course has started, or the enrollment was cancelled, so the participants can no longer be changed here. Contact us if something is wrong.",
    },
    unknown: {
      title: "Link not found",
      text: "We do not know this link. Check that you opened the whole link from the e-mail.",
    },
    forbidden: {
      title: "Not saved",
      text: "This form can be sent from our own site only. Nothing was saved.",
    },
    unavailable: {
      title: "Try again later",
      text: "We cannot save the participants just now. Please try again in a few minutes.",
    },
  },
};
