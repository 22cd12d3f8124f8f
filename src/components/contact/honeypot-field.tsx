/** The honeypot: invisible and unreachable for people, tempting for bots. */
export function HoneypotField(props: { label: string }) {
  return (
    <div className="sr-only" aria-hidden="true">
      <label>
        {props.label}
        <input type="text" name="bot-field" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
