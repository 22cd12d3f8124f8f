/**
 * The classes the contact form and the enrolment form share, written once:
 * both islands load this module from one chunk, so each long class string
 * reaches the browser once (tests/built/budgets.test.ts, every island started).
 */
export const submitButtonClass =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand-700 px-7 py-3 text-base font-semibold text-white shadow-sm transition-colors enabled:hover:bg-brand-800 disabled:cursor-default disabled:bg-brand-600 md:min-w-52";

export const sentNoteClass =
  "mt-6 flex items-start gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 text-base font-medium text-brand-900";

export const failedNoteClass =
  "rounded-lg border border-red-200 bg-red-50 p-4 text-base font-medium text-red-800";

export const textLinkClass =
  "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800";
