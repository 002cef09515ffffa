import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage, httpStatus, quotesApi, type Quote, type UpdateQuoteStatusInput } from 'shared-api';
import { quoteStatusLabels, quoteTransitions, updateQuoteStatusSchema, type QuoteStatus } from 'shared-api/schemas';
import { Alert, Button, notify } from 'shared-ui';
import { z } from 'zod';
import { ConfirmDialog, FormActions, FormTextField, formatDateTime, formatPaise, useAdminForm } from '../../ui';
import { parseRupees } from './rupees';
import styles from './quotes.module.css';

type FinalStatus = 'won' | 'lost';

const isFinal = (status: QuoteStatus): status is FinalStatus => quoteTransitions[status].length === 0;

/**
 * The price form. Its field carries the API's name so a server error about the amount lands on it;
 * staff type rupees and the schema turns them into exact paise before the shared schema checks them.
 */
const quotedSchema = z
  .object({
    quotedAmountPaise: z.string().transform((text, context) => {
      const parsed = parseRupees(text);
      if ('problem' in parsed) {
        context.addIssue({ code: 'custom', message: parsed.problem });
        return z.NEVER;
      }
      return parsed.paise;
    }),
  })
  .transform(({ quotedAmountPaise }): UpdateQuoteStatusInput => ({ status: 'quoted', quotedAmountPaise }))
  .pipe(updateQuoteStatusSchema);

const FINAL_WORDS: Record<FinalStatus, string> = {
  won: 'Won is final: afterwards the status cannot change again.',
  lost: 'Lost is final: afterwards the quote cannot be priced again or marked as won.',
};

function QuotedPriceForm({
  quote,
  send,
  onCancel,
}: {
  quote: Quote;
  send: (input: UpdateQuoteStatusInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useAdminForm({ schema: quotedSchema, defaultValues: { quotedAmountPaise: '' } });
  const typed = form.watch('quotedAmountPaise');
  const parsed = parseRupees(typed ?? '');
  const { setFocus } = form;

  useEffect(() => setFocus('quotedAmountPaise'), [setFocus]);

  return (
    <form
      className={styles.priceForm}
      noValidate
      aria-label={`Quoted price for ${quote.reference}`}
      onSubmit={form.submitWith(async (values) => {
        await send(values);
      }, 'The quoted price could not be saved')}
    >
      <FormTextField
        form={form}
        name="quotedAmountPaise"
        label="Quoted amount (₹)"
        inputMode="decimal"
        autoComplete="off"
        hint={'paise' in parsed ? `That is ${formatPaise(parsed.paise)}.` : 'In rupees, e.g. 12500 or 12,500.50'}
      />
      <FormActions formError={form.formError} submitLabel="Save as quoted" submitting={form.formState.isSubmitting}>
        <Button variant="ghost" onClick={onCancel} disabled={form.formState.isSubmitting}>
          Cancel
        </Button>
      </FormActions>
    </form>
  );
}

/**
 * Where a quote moves on. Only the moves quoteTransitions allows from the current status are offered;
 * the server checks again, and when someone else moved the quote first its answer is shown and the
 * quote reloaded, so the choices match what is now true.
 */
export function QuoteStatusPanel({ quote }: { quote: Quote }) {
  const queryClient = useQueryClient();
  const [pricing, setPricing] = useState(false);
  const [confirming, setConfirming] = useState<FinalStatus | null>(null);
  const detailKey = ['quotes', 'detail', quote.id];

  const move = useMutation({
    mutationFn: (input: UpdateQuoteStatusInput) => quotesApi.updateStatus(quote.id, input),
    onSuccess: (answer) => {
      queryClient.setQueryData(detailKey, answer.data);
      announce(answer.message, answer.data.status);
      setPricing(false);
      setConfirming(null);
      void queryClient.invalidateQueries({ queryKey: ['quotes'] });
    },
    onError: (error) => {
      const status = httpStatus(error);
      if (status === 409 || status === 404) void queryClient.invalidateQueries({ queryKey: detailKey });
    },
  });

  const failure = move.isError ? refusal(move.error) : undefined;
  const next = quoteTransitions[quote.status];
  // After a refusal the reloaded quote may no longer allow what was being asked; those controls close.
  const pricingShown = pricing && next.includes('quoted');
  const dialogOpen = confirming !== null && next.includes(confirming);

  const start = (action: () => void) => {
    move.reset();
    action();
  };

  return (
    <div className={styles.statusPanel}>
      {isFinal(quote.status) ? (
        <p className={styles.finalNote}>
          This quote was marked {quoteStatusLabels[quote.status].toLowerCase()} on {formatDateTime(quote.statusChangedAt)}. Won
          and lost are final, so its status can no longer change.
        </p>
      ) : pricingShown ? (
        <QuotedPriceForm
          quote={quote}
          send={(input) => move.mutateAsync(input)}
          onCancel={() => start(() => setPricing(false))}
        />
      ) : (
        <>
          <h3 className={styles.panelTitle}>Next step</h3>
          <div className={styles.moves}>
            {next.map((status) => (
              <Button
                key={status}
                variant={status === 'lost' ? 'secondary' : 'primary'}
                busy={move.isPending && move.variables?.status === status}
                disabled={move.isPending}
                onClick={() =>
                  start(() => {
                    if (status === 'quoted') setPricing(true);
                    else if (isFinal(status)) setConfirming(status);
                    else move.mutate({ status });
                  })
                }
              >
                {status === 'quoted' ? 'Mark as quoted…' : `Mark as ${quoteStatusLabels[status].toLowerCase()}`}
              </Button>
            ))}
          </div>
          <p className={styles.note}>
            {next.includes('quoted') && 'Marking it quoted asks for the price you offered. '}
            Won and lost are final.
          </p>
        </>
      )}
      {failure && !dialogOpen && !pricingShown && <Alert tone="error">{failure}</Alert>}

      <ConfirmDialog
        open={dialogOpen}
        title={`Mark quote ${quote.reference} as ${confirming ?? ''}?`}
        confirmLabel={`Mark as ${confirming ?? ''}`}
        tone={confirming === 'lost' ? 'danger' : 'primary'}
        busy={move.isPending}
        error={failure}
        onConfirm={() => confirming && move.mutate({ status: confirming })}
        onCancel={() => {
          move.reset();
          setConfirming(null);
        }}
      >
        <p>{confirming && FINAL_WORDS[confirming]}</p>
      </ConfirmDialog>
    </div>
  );
}

function announce(message: string | undefined, status: QuoteStatus) {
  notify.success(`${message ?? 'Quote status updated'}: ${quoteStatusLabels[status]}`);
}

/** The server's reason; after a 409 the quote has already been reloaded, so say the choices are current. */
function refusal(error: unknown): string {
  const message = errorMessage(error, 'The status could not be changed. Please try again.');
  return httpStatus(error) === 409 ? `${message}. The quote has been reloaded, so the choices shown are up to date.` : message;
}
