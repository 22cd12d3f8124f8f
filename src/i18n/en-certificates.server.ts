/**
 * The words of a certificate of participation (spread into en.server.ts as
 * its `certificate` section): the PDF (server/after-course/), the public page
 * that confirms one (/certificates/<code>), and the mail it comes with.
 */
export const enCertificates = {
  certificate: {
    pdf: {
      heading: "Certificate of participation",
      title: "Certificate of participation: {name}",
      kind: "Certificate of participation",
      statement: "This certifies that",
      tookPart: "took part in the course",
      partly: "took part in part of the course",
      labels: {
        dates: "Dates",
        hours: "Hours",
        /** The hours row of a certificate for part of the course: they are the whole course's. */
        courseHours: "Hours of the whole course",
        trainer: "Trainer",
        issuedBy: "Issued by",
        code: "Verification code",
      },
      hours: "{hours} hours",
      verify: "Anyone can check this certificate at {url}",
      pageCount: "Page {page} of {pages}",
    },
    page: {
      title: "Certificate of participation",
      valid: "{company} issued this certificate of participation, and it has not been withdrawn.",
      labels: { name: "Name", course: "Course", dates: "Dates", attendance: "Attendance" },
      attendance: { whole: "the whole course", partly: "part of the course" },
      notFound: {
        title: "Certificate not found",
        text: "No valid certificate has this code. Check the code on the certificate letter for letter; a certificate we have withdrawn is not shown either.",
      },
      unavailable: {
        title: "Try again later",
        text: "We cannot check certificates just now. Please try again in a few minutes.",
      },
    },
    mail: {
      subject: "Your certificate of participation: {course}",
      greeting: "Dear {name},",
      intro:
        "Thank you for taking part in {course} ({dates}). Your certificate of participation is attached as a PDF.",
      verify:
        "Anyone you show it to (an employer, for instance) can check it with its code at {url}",
      file: "certificate-{code}.pdf",
      evaluation:
        "How was the course? Tell us in two minutes: {url} (the link works once, for {days} days). With your consent we may publish your comment on the course page with your first name and company.",
      /** The copy for the booker of a participant without an e-mail address of their own. */
      booker: {
        subject: "Certificate of participation of {name}: {course}",
        greeting: "Hello,",
        intro:
          "We are sending you {name}'s certificate of participation for {course} ({dates}), as we have no e-mail address of their own. Please pass it on.",
        verify:
          "Anyone it is shown to (an employer, for instance) can check it with its code at {url}",
        noEvaluation:
          "Participants without an e-mail address of their own cannot evaluate the course: we send the link to the evaluation only to a participant's own address.",
      },
    },
  },
  evaluation: {
    title: "How was {course}?",
    intro:
      "Thank you for taking part. Your answers help us improve the course and help others choose. The form can be sent once.",
    scale: "1 is poor, 5 is excellent.",
    questions: { overall: "Overall", trainer: "The trainer", content: "The content" },
    recommend: "Would you recommend this course?",
    yes: "Yes",
    no: "No",
    comment: "Comment (optional)",
    publish: "You may publish my comment on the course page with my first name and company: {who}",
    /** Under the box, before consenting (art. 7(3) GDPR): {privacyLink} is the notice's name, linked. */
    withdrawal:
      "You can withdraw this consent at any time by e-mail to {privacyEmail}; we then take your comment off the site within 7 days. More in our {privacyLink}.",
    privacyLink: "privacy notice",
    send: "Send",
    refused: {
      title: "Please check your answers",
      text: "Nothing was stored. These questions were not answered, or not with an answer the form allows: {fields}.",
    },
    fieldNames: {
      overall: "Overall",
      trainer: "The trainer",
      content: "The content",
      recommend: "Would you recommend this course?",
      comment: "Comment (at most 2,000 characters)",
    },
    stored: {
      title: "Thank you",
      text: "Your evaluation is stored. Only participants we registered as present can evaluate a course, through a link sent to their own e-mail address.",
    },
    used: {
      title: "Already sent",
      text: "You have already sent this evaluation; your answers can no longer be changed.",
    },
    closed: {
      title: "This link no longer works",
      text: "This evaluation can no longer be sent: only a participant with a valid certificate of participation, through a link sent to their own e-mail address, can evaluate a course. Nothing was stored.",
    },
    expired: {
      title: "This link has expired",
      text: "The time to send this evaluation has passed. Nothing was stored.",
    },
    unknown: {
      title: "Evaluation not found",
      text: "We do not know this link. Check that you opened the whole link from the e-mail.",
    },
    forbidden: {
      title: "Not sent",
      text: "This form can be sent from our own site only. Nothing was stored.",
    },
    unavailable: {
      title: "Try again later",
      text: "We cannot store evaluations just now. Please try again in a few minutes.",
    },
  },
};
