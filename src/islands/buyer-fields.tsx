import { FormField } from "#src/components/contact/form-field.tsx";
import type { FormWords } from "#src/i18n/dictionary.ts";
import type { EnrolmentField } from "#src/forms/enrolment-schema.ts";
import { enrolmentLimits } from "#src/forms/enrolment-schema.ts";
import { defaultCountry } from "#src/forms/buyer-address.ts";

export interface BuyerFieldsProps {
  strings: FormWords;
  /** The countries an address may be in, named in the page's language (made at build time). */
  countries: { code: string; name: string }[];
  errorText: (field: EnrolmentField) => string | undefined;
}

/**
 * Who pays: a business (its name, PO number, invoice e-mail and VAT ID) or a
 * private person, and the buyer's address for the invoice, in the parts an
 * invoice needs (src/forms/buyer-address.ts).
 */
export function BuyerFields({ strings, countries, errorText }: BuyerFieldsProps) {
  const text = strings.enrolment;
  const optional = (label: string) => `${label} (${text.optional})`;
  const buyerError = errorText("buyer");
  return (
    <>
      <fieldset
        className="sm:col-span-2"
        aria-describedby={buyerError ? "enrol-buyer-error" : undefined}
      >
        <legend className="text-base font-medium text-slate-900">{text.labels.buyer}</legend>
        <div className="mt-2 flex flex-wrap gap-x-8 gap-y-2">
          {(["business", "private"] as const).map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-3 text-base text-slate-800">
              <input
                type="radio"
                name="buyer"
                value={kind}
                required
                className="size-5 accent-brand-700"
              />
              {text.buyers[kind]}
            </label>
          ))}
        </div>
        {buyerError && (
          <p id="enrol-buyer-error" className="mt-2 text-base text-red-700">
            {buyerError}
          </p>
        )}
      </fieldset>
      <fieldset className="grid gap-6 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-4 text-base font-semibold text-slate-900">
          {text.buyers.business}
        </legend>
        <FormField
          name="company"
          idPrefix="enrol"
          label={text.labels.company}
          error={errorText("company")}
          control={(attributes) => (
            <input {...attributes} type="text" autoComplete="organization" />
          )}
        />
        <FormField
          name="po"
          idPrefix="enrol"
          label={optional(text.labels.po)}
          error={errorText("po")}
          control={(attributes) => (
            <input {...attributes} type="text" maxLength={enrolmentLimits.po.max} />
          )}
        />
        <FormField
          name="invoiceEmail"
          idPrefix="enrol"
          label={`${text.labels.invoiceEmail} (${text.optional}; ${text.invoiceEmailHint})`}
          error={errorText("invoiceEmail")}
          className="sm:col-span-2"
          control={(attributes) => (
            <input {...attributes} type="email" autoComplete="email" maxLength={50} />
          )}
        />
        <FormField
          name="vatId"
          idPrefix="enrol"
          label={optional(text.labels.vatId)}
          error={errorText("vatId")}
          control={(attributes) => <input {...attributes} type="text" maxLength={20} />}
        />
      </fieldset>
      <fieldset className="grid gap-6 sm:col-span-2 sm:grid-cols-3">
        <legend className="mb-4 text-base font-semibold text-slate-900">
          {text.addressHeading}
        </legend>
        <FormField
          name="street"
          idPrefix="enrol"
          label={text.labels.street}
          error={errorText("street")}
          className="sm:col-span-3"
          control={(attributes) => (
            <input {...attributes} type="text" autoComplete="address-line1" maxLength={100} />
          )}
        />
        <FormField
          name="postalCode"
          idPrefix="enrol"
          label={text.labels.postalCode}
          error={errorText("postalCode")}
          control={(attributes) => (
            <input {...attributes} type="text" autoComplete="postal-code" maxLength={10} />
          )}
        />
        <FormField
          name="city"
          idPrefix="enrol"
          label={text.labels.city}
          error={errorText("city")}
          control={(attributes) => (
            <input {...attributes} type="text" autoComplete="address-level2" maxLength={60} />
          )}
        />
        <FormField
          name="country"
          idPrefix="enrol"
          label={text.labels.country}
          error={errorText("country")}
          control={(attributes) => (
            <select {...attributes} autoComplete="country" defaultValue={defaultCountry}>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
        />
      </fieldset>
    </>
  );
}
