import { get, useFieldArray } from 'react-hook-form';
import {
  chargeEffectLabels,
  chargeEffects,
  chargeSideLabels,
  chargeSides,
  MAX_TRIP_CHARGES,
  tripChargeKindLabels,
  tripChargeKinds,
} from 'shared-api/schemas';
import { Button } from 'shared-ui';
import { FormSection, FormSelectField, FormTextField } from '../../ui';
import { NEW_CHARGE, type TripAdminForm } from './trip-form-values';
import styles from './trips.module.css';

const KIND_OPTIONS = tripChargeKinds.map((kind) => ({ value: kind, label: tripChargeKindLabels[kind] }));
const SIDE_OPTIONS = chargeSides.map((side) => ({ value: side, label: chargeSideLabels[side] }));
const EFFECT_OPTIONS = chargeEffects.map((effect) => ({ value: effect, label: chargeEffectLabels[effect] }));

/** Extra charges (detention, shortage…), each on the party's bill or on the market vehicle's hire. */
export function ChargesFields({ form }: { form: TripAdminForm }) {
  const charges = useFieldArray({ control: form.control, name: 'charges' });
  // A rule about all the charges together (deductions larger than the freight) is on the list itself.
  const listError = get(form.formState.errors, 'charges') as { message?: string; root?: { message?: string } } | undefined;
  const listMessage = listError?.message ?? listError?.root?.message;

  return (
    <FormSection
      title="Charges"
      description="Detention, halting, loading and the like. Party-side charges change the party's bill; vehicle-side ones the market vehicle's hire."
    >
      {charges.fields.length > 0 && (
        <ol className={styles.chargeRows}>
          {charges.fields.map((field, index) => (
            <li key={field.id}>
              <fieldset className={styles.chargeRow}>
                <legend className={styles.chargeLegend}>Charge {index + 1}</legend>
                <FormSelectField form={form} name={`charges.${index}.kind`} label="Kind" options={KIND_OPTIONS} />
                <FormSelectField form={form} name={`charges.${index}.side`} label="Side" options={SIDE_OPTIONS} />
                <FormSelectField form={form} name={`charges.${index}.effect`} label="Effect" options={EFFECT_OPTIONS} />
                <FormTextField
                  form={form}
                  name={`charges.${index}.amount`}
                  label="Amount (₹)"
                  inputMode="decimal"
                  autoComplete="off"
                />
                <FormTextField
                  form={form}
                  name={`charges.${index}.note`}
                  label="Note (optional)"
                  autoComplete="off"
                  className={styles.chargeNote}
                />
                <Button variant="ghost" size="small" className={styles.chargeRemove} onClick={() => charges.remove(index)}>
                  Remove<span className="ui-visually-hidden"> charge {index + 1}</span>
                </Button>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      {listMessage && (
        <p className={styles.fieldError} role="alert">
          {listMessage}
        </p>
      )}
      <Button
        variant="secondary"
        size="small"
        disabled={charges.fields.length >= MAX_TRIP_CHARGES}
        onClick={() => charges.append({ ...NEW_CHARGE })}
      >
        Add a charge
      </Button>
      {charges.fields.length >= MAX_TRIP_CHARGES && (
        <p className={styles.note}>A trip takes at most {MAX_TRIP_CHARGES} charges.</p>
      )}
    </FormSection>
  );
}
