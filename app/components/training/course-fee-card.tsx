import { ButtonLink } from "../button-link";
import { CheckList } from "../card";

/**
 * The price and what it includes, with the way to enroll. A course without a
 * published fee says so plainly instead of showing a number.
 */
export function CourseFeeCard(props: { fee?: string; included: string[]; enquiryHref: string }) {
  return (
    <section
      aria-labelledby="fee-heading"
      className="card-shell card-padding print:break-inside-avoid print:p-4 print:shadow-none"
    >
      <h2
        id="fee-heading"
        className="text-sm font-semibold tracking-wider text-brand-800 uppercase"
      >
        Course Fee
      </h2>
      {props.fee ? (
        <p data-fact="fee" className="mt-2 text-4xl font-bold tracking-tight text-slate-900">
          {props.fee}
        </p>
      ) : (
        <>
          <p data-fact="fee" className="mt-2 text-2xl font-bold tracking-tight text-slate-900">
            Dates and fee on request
          </p>
          <p className="mt-2 leading-7 text-slate-600">
            Tell us about your team and we will send you the next available dates and the fee.
          </p>
        </>
      )}
      <h3 className="mt-6 font-semibold text-slate-900">Included</h3>
      <CheckList items={props.included} className="mt-3" />
      <ButtonLink to={props.enquiryHref} className="mt-8 w-full print:hidden">
        {props.fee ? "Enroll Now" : "Ask for Dates and Fee"}
      </ButtonLink>
    </section>
  );
}
