/** A course's rating as its page shows it: formatted in the template's `load`, no script. */
export interface CourseRatingProps {
  heading: string;
  /** "4.6 out of 5, from 12 evaluations" */
  summary: string;
  verified: string;
  howLink: string;
  how: string;
  comments: { text: string; by: string }[];
}

/**
 * What earlier participants thought: the average and the count, the newest
 * comments their writers let us publish, and the sentence the Dutch rules on
 * reviews ask for (since 28 May 2022: say how reviews are checked), linked to
 * its explanation just below it.
 */
export function CourseRating(props: CourseRatingProps) {
  return (
    <section aria-labelledby="rating-heading" className="mt-10" data-course-rating>
      <h2 id="rating-heading" className="text-2xl font-bold tracking-tight">
        {props.heading}
      </h2>
      <p className="mt-3 text-lg font-semibold text-slate-900">
        <span aria-hidden="true" className="text-brand-700">
          ★{" "}
        </span>
        {props.summary}
      </p>
      {props.comments.length > 0 && (
        <ul className="mt-5 space-y-4">
          {props.comments.map((comment) => (
            <li key={`${comment.by}|${comment.text}`}>
              <figure className="border-l-4 border-slate-200 pl-4">
                <blockquote className="whitespace-pre-line text-slate-700">
                  {comment.text}
                </blockquote>
                <figcaption className="mt-1 text-sm text-slate-600">{comment.by}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-5 text-sm text-slate-700">
        {props.verified}{" "}
        <a href="#rating-check" className="text-brand-700 underline underline-offset-4">
          {props.howLink}
        </a>
      </p>
      <p id="rating-check" className="mt-2 max-w-3xl text-sm text-slate-600">
        {props.how}
      </p>
    </section>
  );
}
