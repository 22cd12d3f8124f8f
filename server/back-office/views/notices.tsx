/**
 * What a page says about the step just taken: a confirmation (a status the
 * screen reader announces politely) or a problem (an alert).
 */
export function Notices(props: { notice?: string; problem?: string }) {
  return (
    <>
      {props.notice && (
        <p className="notice" role="status">
          {props.notice}
        </p>
      )}
      {props.problem && (
        <p className="problem" role="alert">
          {props.problem}
        </p>
      )}
    </>
  );
}
