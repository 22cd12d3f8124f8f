import { defaultLanguage, type Language } from "#src/i18n/languages.ts";
import type { ContactValues } from "#src/forms/contact-schema.ts";
import { openStore, type Store, type StoreOptions } from "#server/store/store.ts";
import { tablesOf } from "#server/store/tables-of.ts";
import type {
  Enquiry,
  EnquiryMethods,
  EnquiryQuery,
  MailJob,
  NewEnquiry,
  SubmissionKind,
} from "./enquiry-tables.ts";
import type { Placed, RunPlacement, RunTallies } from "./run-places.ts";
import type { StoredParticipant } from "./participant-rows.ts";

/** The enquiry tables, as the module the store's process imports (server/store/store.ts). */
export const enquiryTables = new URL("./enquiry-tables.ts", import.meta.url).href;

/**
 * The enquiries in a store that serves the enquiry tables: the calls of
 * enquiry-tables.ts with their types, each run in the store's process.
 *
 * `add` resolves only after the enquiry's transaction has committed, with its
 * outbox mark when e-mail is on (`isMailing`): the two are one commit, so an
 * enquiry is never stored without its e-mail to come.
 */
export function enquiryStore(store: Store, options: { isMailing?: boolean } = {}) {
  const tables = tablesOf<EnquiryMethods>(store);
  const isMailing = options.isMailing ?? false;
  return {
    ...store,
    isMailing,
    /**
     * Stores an enquiry with the language of the form it came from; resolves
     * with its id once it is committed to disk.
     */
    async add(
      values: ContactValues,
      receivedAt = new Date(),
      language: Language = defaultLanguage,
      enrolment?: object,
    ): Promise<number> {
      const enquiry: NewEnquiry = {
        values,
        language,
        receivedAt: receivedAt.toISOString(),
        isToBeMailed: isMailing,
        ...(enrolment && { enrolment: JSON.stringify(enrolment) }),
      };
      const added = await tables.add(enquiry);
      return added.id as number;
    },
    /**
     * Stores an enrolment (the participant in `values`, its record as
     * `enrolment`) and places it on its run in the same commit: resolves with
     * its id and place ('placed' or 'waiting'; null for a run without a date),
     * or with a refusal when the run was cancelled (nothing stored).
     */
    addEnrolment(
      values: ContactValues,
      receivedAt: Date,
      language: Language,
      enrolment: object,
      run: RunPlacement,
    ): Promise<Placed> {
      const added: NewEnquiry = {
        values,
        language,
        receivedAt: receivedAt.toISOString(),
        isToBeMailed: isMailing,
        enrolment: JSON.stringify(enrolment),
        run,
      };
      return tables.add(added);
    },
    /** Every run's places taken and its state (from the Runs page): /availability.json's figures. */
    runTallies(): Promise<RunTallies> {
      return tables.runTallies();
    },
    /** An enrolment's participants by position, as the store keeps them now. */
    participants(id: number): Promise<StoredParticipant[]> {
      return tables.participants(id);
    },
    /** Newest first. */
    list(): Promise<Enquiry[]> {
      return tables.list();
    },
    /** One kind, newest first, narrowed by part of a name or e-mail address. */
    find(query: EnquiryQuery): Promise<Enquiry[]> {
      return tables.find(query);
    },
    get(id: number): Promise<Enquiry | undefined> {
      return tables.get(id);
    },
    /** Resolves false when there is no such enquiry. */
    markHandled(id: number, at = new Date()): Promise<boolean> {
      return tables.markHandled(id, at.toISOString());
    },
    /** Resolves false when it was already gone. */
    delete(id: number): Promise<boolean> {
      return tables.delete(id);
    },
    /**
     * Deletes enquiries received before `enquiriesBefore`, and enrolments whose
     * run's last day (else their arrival) is before `enrolmentsBefore`;
     * resolves with how many of each kind.
     */
    deleteExpired(cutoffs: {
      enquiriesBefore: Date;
      enrolmentsBefore: Date;
    }): Promise<Record<SubmissionKind, number>> {
      return tables.deleteExpired({
        enquiriesBefore: cutoffs.enquiriesBefore.toISOString(),
        enrolmentsBefore: cutoffs.enrolmentsBefore.toISOString(),
      });
    },
    /** Leases up to `limit` due mails for `leaseMs`; each job carries its lease (`leaseUntil`). */
    claimDueMails(now: Date, leaseMs: number, limit = 1): Promise<MailJob[]> {
      const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
      return tables.claimDueMails(now.toISOString(), leaseUntil, limit);
    },
    /** Extends a claim held until `heldUntil`; resolves false when another sender has taken it. */
    renewMailLease(id: number, heldUntil: string, leaseUntil: Date): Promise<boolean> {
      return tables.renewMailLease(id, heldUntil, leaseUntil.toISOString());
    },
    markMailSent(id: number, at = new Date()): Promise<void> {
      return tables.markMailSent(id, at.toISOString());
    },
    markMailFailed(id: number, nextAttemptAt: Date): Promise<void> {
      return tables.markMailFailed(id, nextAttemptAt.toISOString());
    },
    pendingMailCount(): Promise<number> {
      return tables.pendingMailCount();
    },
  };
}

export type EnquiryStore = ReturnType<typeof enquiryStore>;

export interface EnquiryStoreOptions extends Omit<StoreOptions, "tables"> {
  /** Commit each enquiry with its "to be e-mailed" mark (e-mail is on). */
  isMailing?: boolean;
}

/** A store of the enquiry tables alone (`npm run dev`, tests); the server's holds the back office's too. */
export async function openEnquiryStore(dataDir: string, options: EnquiryStoreOptions = {}) {
  return enquiryStore(await openStore(dataDir, { ...options, tables: [enquiryTables] }), options);
}
