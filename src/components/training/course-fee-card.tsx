import type { FeeText } from "#src/training/course-format.ts";
import { splitAt } from "#src/i18n/fill.ts";
import { useShellWords } from "#src/components/page-context.tsx";
import { ButtonLink } from "#src/components/button-link.tsx";
import { CheckList } from "#src/components/card.tsx";

/**
 * The price with its VAT basis, what it includes, the terms and the way to
 * enroll. With fees exclusive of VAT the amount including VAT stands with it,
 * at least as large: individual professionals are consumers and must see the
 * full price as prominently. A course without a published fee says so plainly.
 */
export function CourseFeeCard(props: {
  fee?: FeeText;
  included: string[];
  enquiryHref: string;
  termsHref: string;
}) {
  const ui = useShellWords().course;
  const [termsBefore, termsAfter] = splitAt(ui.terms, "link");
  return (
    <section
      aria-labelledby="fee-heading"
      className="card-shell card-padding print:break-inside-avoid print:p-4 print:shadow-none"
    >
      <h2
        id="fee-heading"
        className="text-sm font-semibold tracking-wider text-brand-800 uppercase"
      >
        {ui.fee}
      </h2>
      {props.fee ? (
        <FeeAmounts fee={props.fee} />
      ) : (
        <>
          <p data-fact="fee" className="mt-2 text-2xl font-bold tracking-tight text-slate-900">
            {ui.onRequest}
          </p>
          <p className="mt-2 leading-7 text-slate-600">{ui.onRequestText}</p>
        </>
      )}
      <h3 className="mt-6 font-semibold text-slate-900">{ui.included}</h3>
      <CheckList items={props.included} className="mt-3" />
      <ButtonLink href={props.enquiryHref} className="mt-8 w-full print:hidden">
        {props.fee ? ui.enrol : ui.askDatesAndFee}
      </ButtonLink>
      <p className="mt-4 text-sm leading-6 text-slate-600">
        {termsBefore}
        <a
          href={props.termsHref}
          className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {ui.termsLink}
        </a>
        {termsAfter}
      </p>
    </section>
  );
}

const largeAmount = "text-3xl font-bold tracking-tight text-slate-900";

/** The fee, and with fees exclusive of VAT the total incl. VAT, never the smaller of the two. */
function FeeAmounts({ fee }: { fee: FeeText }) {
  const excl = (
    <p key="excl" className="mt-2 text-slate-900">
      <span
        data-fact="fee"
        className={fee.isVatIncludedFirst ? "text-xl font-semibold" : largeAmount}
      >
        {fee.amount}
      </span>{" "}
      <span data-fact="vat-basis" className="font-medium text-slate-700">
        {fee.basis}
      </span>
    </p>
  );
  if (!fee.withVatParts) return excl;
  const incl = (
    <p key="incl" data-fact="fee-with-vat" className="mt-2 text-slate-900">
      <span className={largeAmount}>{fee.withVatParts.amount}</span>{" "}
      <span className="font-medium text-slate-700">{fee.withVatParts.basis}</span>
    </p>
  );
  return <>{fee.isVatIncludedFirst ? [incl, excl] : [excl, incl]}</>;
}
