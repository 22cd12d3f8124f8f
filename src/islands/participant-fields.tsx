import { FormField } from "#src/components/contact/form-field.tsx";
import type { FormWords } from "#src/i18n/dictionary.ts";
import { fill } from "#src/i18n/fill.ts";
import { enrolmentLimits } from "#src/forms/enrolment-schema.ts";

export interface ParticipantFieldsProps {
  strings: FormWords;
  /** How many rows: as many as the number chosen, or the fixed set without JavaScript. */
  rows: number;
  /** Whether the rows follow the number (JavaScript runs) or are the fixed set. */
  isFixedSet: boolean;
  /** The course's largest group, for the number's limit. */
  maxParticipants: number;
  error?: string;
  /** A row's messages, by position from 0. */
  rowError: (index: number, part: "name" | "email") => string | undefined;
}

/**
 * The number of participants and a row per participant, name required, e-mail
 * optional, posted as repeated `participantName` / `participantEmail`. With
 * JavaScript the rows follow the number; without it the form shows a fixed set
 * and the server says when the number and the names differ.
 */
export function ParticipantFields(props: ParticipantFieldsProps) {
  const text = props.strings.enrolment;
  return (
    <fieldset className="grid gap-6 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold text-slate-900">
        {text.participantsHeading}
      </legend>
      <p className="text-base text-slate-600 sm:col-span-2">
        {text.participantsHint}
        {props.isFixedSet && ` ${text.participantRowsNoScript}`}
      </p>
      <FormField
        name="participants"
        idPrefix="enrol"
        label={text.labels.participants}
        error={props.error}
        className="sm:col-span-2"
        control={(attributes) => (
          <input
            {...attributes}
            type="number"
            min={1}
            max={props.maxParticipants ?? enrolmentLimits.participants.max}
            defaultValue={1}
            inputMode="numeric"
            className={`${attributes.className} sm:max-w-40`}
          />
        )}
      />
      {Array.from({ length: props.rows }, (_, index) => {
        const position = index + 1;
        return (
          // Rows are positions, not items: a row keeps its place when the number changes.
          // biome-ignore lint/suspicious/noArrayIndexKey: the position is the row's identity.
          <div key={index} className="contents" data-participant-row={position}>
            <FormField
              name="participantName"
              idPrefix={`enrol-p${position}`}
              label={fill(text.labels.participantName, { position })}
              error={props.rowError(index, "name")}
              control={(attributes) => <input {...attributes} type="text" maxLength={50} />}
            />
            <FormField
              name="participantEmail"
              idPrefix={`enrol-p${position}`}
              label={fill(text.labels.participantEmail, { position })}
              error={props.rowError(index, "email")}
              control={(attributes) => <input {...attributes} type="email" maxLength={50} />}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
