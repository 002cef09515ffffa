import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { quotesApi, useAuthStore, type CreateQuoteInput, type Quote } from 'shared-api';
import { quoteLoadTypeLabels, quoteLoadTypes, quoteServiceLabels, quoteServices, type QuoteService } from 'shared-api/schemas';
import { CheckboxField, SelectField, TextAreaField, TextField, useHydrated } from 'shared-ui';
import styles from '../forms/form-layout.module.css';
import { FormSubmit } from '../forms/form-parts';
import { useSchemaForm } from '../forms/use-schema-form';
import { QuoteConfirmation } from './quote-confirmation';

/** The form's own value type: everything is text or a tick box until the schema parses it. */
export interface QuoteFormValues extends Record<string, string | boolean> {
  contactName: string;
  company: string;
  email: string;
  phone: string;
  service: string;
  origin: string;
  destination: string;
  commodity: string;
  pieces: string;
  weightKg: string;
  volumeCbm: string;
  loadType: string;
  readyDate: string;
  hazardous: boolean;
  temperatureControlled: boolean;
  message: string;
}

/** Validation arrives after the page is live (zod is a third of the page's script; see useSchemaForm). */
const loadQuoteSchema = () =>
  import(/* webpackChunkName: "form-schemas" */ 'shared-api/schemas').then((schemas) => schemas.createQuoteSchema);

const serviceOptions = quoteServices.map((value) => ({ value, label: quoteServiceLabels[value] }));
const loadTypeOptions = quoteLoadTypes.map((value) => ({ value, label: quoteLoadTypeLabels[value] }));

/** A local calendar day as YYYY-MM-DD, `offset` days from today. */
function localDay(offset = 0): string {
  const day = new Date();
  day.setDate(day.getDate() + offset);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

export const isQuoteService = (value: string | null): value is QuoteService =>
  value !== null && (quoteServices as readonly string[]).includes(value);

export function QuoteForm({ service }: { service?: QuoteService }) {
  const user = useAuthStore((state) => state.user);
  // Today's bounds are the browser's: a prerendered page would carry the day it was made.
  const hydrated = useHydrated();
  const [sent, setSent] = useState<Quote>();
  const queryClient = useQueryClient();
  const initial = useMemo<QuoteFormValues>(
    () => ({
      contactName: user?.name ?? '',
      company: '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      service: service ?? '',
      origin: '',
      destination: '',
      commodity: '',
      pieces: '',
      weightKg: '',
      volumeCbm: '',
      loadType: '',
      readyDate: '',
      hazardous: false,
      temperatureControlled: false,
      message: '',
    }),
    [user, service],
  );
  const form = useSchemaForm({
    schema: loadQuoteSchema,
    initial,
    // The schema has just accepted these values, so they are what the call expects.
    send: (payload) => quotesApi.create(payload as CreateQuoteInput),
    failureMessage: 'We could not send your request. Please try again.',
    onSent: (response) => {
      // The portal's list must show the new request, not the cached one from before.
      void queryClient.invalidateQueries({ queryKey: ['quotes', 'mine'] });
      setSent(response.data);
    },
  });

  if (sent) {
    return (
      <QuoteConfirmation
        quote={sent}
        signedIn={Boolean(user)}
        onAnother={() => {
          form.reset();
          setSent(undefined);
        }}
      />
    );
  }

  return (
    <form {...form.props} className={styles.form} noValidate aria-label="Quote request">
      <p className={styles.note}>Fields marked * are required. We reply with a price within one business day.</p>
      <fieldset className={styles.fieldset}>
        <legend>Your details</legend>
        <TextField label="Name *" autoComplete="name" {...form.field('contactName')} />
        <TextField label="Company" autoComplete="organization" {...form.field('company')} />
        <TextField label="E-mail *" type="email" autoComplete="email" {...form.field('email')} />
        <TextField label="Phone *" type="tel" autoComplete="tel" hint="e.g. +91 98200 12345" {...form.field('phone')} />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>The shipment</legend>
        <SelectField label="Service *" options={serviceOptions} placeholder="Choose a service" {...form.field('service')} />
        <SelectField label="Load type *" options={loadTypeOptions} placeholder="Choose a load type" {...form.field('loadType')} />
        <TextField label="Origin *" hint="City, port or PIN code" autoComplete="off" {...form.field('origin')} />
        <TextField label="Destination *" hint="City, port or PIN code" autoComplete="off" {...form.field('destination')} />
        <TextField
          label="Commodity *"
          hint="What the goods are, e.g. cotton yarn"
          className={styles.wide}
          {...form.field('commodity')}
        />
        <TextField label="Pieces *" inputMode="numeric" hint="Cartons, pallets or crates" {...form.field('pieces')} />
        <TextField label="Total weight (kg) *" inputMode="decimal" {...form.field('weightKg')} />
        <TextField
          label="Volume (CBM)"
          inputMode="decimal"
          hint="Optional; helps us price LCL and air"
          {...form.field('volumeCbm')}
        />
        <TextField
          label="Ready date *"
          type="date"
          min={hydrated ? localDay() : undefined}
          max={hydrated ? localDay(365) : undefined}
          {...form.field('readyDate')}
        />
        <CheckboxField
          label="Hazardous goods (DG)"
          hint="Batteries, chemicals, aerosols and other dangerous goods"
          {...form.checkbox('hazardous')}
        />
        <CheckboxField
          label="Needs temperature control"
          hint="Chilled, frozen or 15–25 °C"
          {...form.checkbox('temperatureControlled')}
        />
        <TextAreaField
          label="Anything else we should know"
          hint="Incoterms, dimensions, delivery windows, insurance…"
          className={styles.wide}
          {...form.field('message')}
        />
      </fieldset>
      <FormSubmit error={form.formError} busy={form.busy} label="Request quote">
        {!user && (
          <p className={styles.note}>
            Have an account? <Link to="/login">Log in</Link> to follow this request in your portal.
          </p>
        )}
      </FormSubmit>
      <p className={styles.note}>
        We use these details only to prepare your quote (<Link to="/privacy-policy">privacy policy</Link>).
      </p>
    </form>
  );
}
