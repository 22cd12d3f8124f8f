import type { VatIdAnswer } from "#server/invoices/vies-client.ts";
import { formatTime } from "#server/back-office/shared/format-time.ts";
import { placeActionPath } from "./run-paths.ts";

/**
 * What the roster says of VIES's answer before Confirm, where the invoice
 * would be reverse charged (an EU business abroad, an online or in-company
 * run): confirmed, and with which consultation number; or not, and the
 * owner's choice between Dutch VAT and waiting.
 */
export function VatIdConfirmed(props: { answer: VatIdAnswer }) {
  const { answer } = props;
  return (
    <span data-vat-id-check="valid">
      issued, numbered and e-mailed on confirmation, VAT reverse charged: VIES confirmed the VAT ID{" "}
      {answer.vatId} ({formatTime(answer.checkedAt)}
      {answer.outcome === "valid" && answer.consultationNumber
        ? `, consultation number ${answer.consultationNumber}`
        : ""}
      )
    </span>
  );
}

export function VatIdNotConfirmed(props: { answer: VatIdAnswer }) {
  const { answer } = props;
  const asked = formatTime(answer.checkedAt);
  return (
    <div className="problem" data-vat-id-check={answer.outcome}>
      <p>
        {answer.outcome === "unavailable"
          ? `VIES could not be reached for the VAT ID ${answer.vatId} (${answer.reason}; asked ${asked})`
          : `VIES says the VAT ID ${answer.vatId} is not valid (asked ${asked})`}
        : the invoice cannot reverse charge the VAT.
      </p>
      <p>
        Confirm with Dutch VAT (the invoice and its mail tell the buyer why), or wait and Confirm
        later, when VIES confirms it (
        {answer.outcome === "unavailable"
          ? "Confirm asks VIES again after a minute"
          : "“not valid” stands until tomorrow"}
        ).
      </p>
    </div>
  );
}

/** The owner's choice of Dutch VAT: Confirm, saying so. */
export function ConfirmWithDutchVat(props: { id: number; version: number; name: string }) {
  return (
    <form method="post" action={placeActionPath(props.id, "confirm", props.version)}>
      <input type="hidden" name="vat" value="dutch" />
      <button type="submit" className="secondary">
        Confirm<span className="visually-hidden"> {props.name}</span> with Dutch VAT
      </button>
    </form>
  );
}
