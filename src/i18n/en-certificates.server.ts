/**
 * The words of a certificate of participation (spread into en.server.ts as
 * its `certificate` section): the PDF (server/after-course/), the public page
 * that confirms one (/certificates/<code>), and the mail it comes with.
 */
export const enCertificates = {
  certificate: {
    pdf: {
      heading: "Certificate",
      title: "Certificate of participation: {name}",
      kind: "Certificate of participation",
      statement: "This certifies that",
      tookPart: "took part in the course",
      partly: "took part in part of the course",
      labels: {
        dates: "Dates",
        hours: "Hours",
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
      valid: "{company} issued this certificate of participation. It is valid.",
      labels: { name: "Name", course: "Course", dates: "Dates" },
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
    },
  },
};
