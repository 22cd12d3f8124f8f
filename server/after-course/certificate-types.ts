import type { Language } from "#src/i18n/languages.ts";

/** What a certificate says and where it goes: the store's snapshot (migration 0006). */
export interface Certificate {
  code: string;
  enquiryId: number;
  position: number;
  language: Language;
  name: string;
  /** Where its mail goes; null once cleared (certificateEmailDays after the mail was sent). */
  email: string | null;
  /**
   * Whose address that is: the participant's own (also one who enrolled themselves), or the
   * booker's for a participant who gave none; null: not known (issued before migration 9, its
   * enrolment gone). Only the participant's own address gets an evaluation link.
   */
  recipient: CertificateRecipient | null;
  courseKey: string;
  runKey: string;
  courseTitle: string;
  firstDay: string;
  lastDay: string;
  hours: number | null;
  trainer: string | null;
  /** "present", or "partly" (ticked by the owner). */
  attendance: string;
  issuedAt: string;
  revokedAt: string | null;
  mailStatus: "pending" | "sent" | "off";
}

export type CertificateRecipient = "participant" | "booker";

/** What the nightly job knows of each course from the live catalogue (the store does not). */
export interface CertificateCourse {
  title: Record<Language, string>;
  hours?: number;
  trainer?: string;
}

export interface CertificateIssue {
  /** Today in Amsterdam: runs whose last day is before it are over. */
  today: string;
  at: string;
  isMailing: boolean;
  courses: Record<string, CertificateCourse>;
}

/** A certificate mail claimed by the outbox: the certificate, with the outbox's fields. */
export interface CertificateMailJob extends Certificate {
  id: number;
  /** The evaluation's one-time link token, until this mail is sent; null without one. */
  evaluationToken: string | null;
  attempts: number;
  leaseUntil: string;
}

/** A run's certificates and the owner's ticks for the partly present, for its roster. */
export interface RunCertificates {
  certificates: Pick<
    Certificate,
    "code" | "enquiryId" | "position" | "issuedAt" | "revokedAt" | "mailStatus"
  >[];
  ticks: { enquiryId: number; position: number }[];
}

/** What the public page shows of a valid certificate: name, course, dates, whole or part; nothing else. */
export type CertificateView = Pick<
  Certificate,
  "name" | "courseTitle" | "firstDay" | "lastDay" | "language" | "attendance"
>;
