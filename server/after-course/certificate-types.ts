import type { Language } from "#src/i18n/languages.ts";

/** What a certificate says and where it goes: the store's snapshot (migration 0006). */
export interface Certificate {
  code: string;
  enquiryId: number;
  position: number;
  language: Language;
  name: string;
  email: string;
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

/** What the public page shows of a valid certificate: name, course, dates; nothing else. */
export type CertificateView = Pick<
  Certificate,
  "name" | "courseTitle" | "firstDay" | "lastDay" | "language"
>;
