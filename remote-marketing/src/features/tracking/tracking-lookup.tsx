import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { checkTrackingNumber } from 'shared-api/schemas';
import { Alert, Button, Card, Loading, TextField, useHydrated, usePageParams } from 'shared-ui';
import { useSchemaForm } from '../forms/use-schema-form';
import { normalizeTrackingNumber } from './format';
import { TrackingNotFound, TrackingResultCard } from './tracking-result';
import styles from './tracking.module.css';
import { useTracking } from './use-tracking';

/** Validation arrives after the page is live (zod is a third of the page's script; see useSchemaForm). */
const loadLookupSchema = () =>
  import(/* webpackChunkName: "form-schemas" */ 'shared-api/schemas').then((schemas) => schemas.trackingLookupSchema);

/** The query parameter a tracking number travels in: links, bookmarks, back and forward. */
export const NUMBER_PARAM = 'number';
/** The destination's PIN code, which shows a trip's parties and lorry (TrackingResultCard asks for it). */
export const PIN_PARAM = 'pin';
/** A share link's key (the back office gives such links to customers). */
export const KEY_PARAM = 'key';

/**
 * Tracking by number: the form, then the answer. The URL is the source of truth – `?number=` is searched
 * as soon as the page opens, and a submitted number is pushed into the URL – so a result can be shared and
 * the browser's back and forward buttons step through earlier searches. The form is a plain GET form to
 * this page: before the scripts run (or without them) the browser itself goes to `?number=`, and the
 * server answers it for a browser without JavaScript.
 */
export function TrackingLookup() {
  const [params, setParams] = usePageParams();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const fromUrl = (params.get(NUMBER_PARAM) ?? '').trim();
  const checked = fromUrl ? checkTrackingNumber(fromUrl) : undefined;
  const number = checked && 'number' in checked ? normalizeTrackingNumber(checked.number) : '';
  const pin = (params.get(PIN_PARAM) ?? '').replace(/\s/g, '');
  // A share link from the back office carries `key`: the details without the PIN code.
  const key = (params.get(KEY_PARAM) ?? '').trim().slice(0, 100);
  const query = useTracking(number, /^[1-9]\d{5}$/.test(pin) ? pin : '', key);

  const form = useSchemaForm({
    schema: loadLookupSchema,
    initial: useMemo(() => ({ [NUMBER_PARAM]: fromUrl }), [fromUrl]),
    getAction: pathname,
    send: async (payload) => (await loadLookupSchema()).parse(payload).number,
    failureMessage: 'That tracking number could not be checked.',
    onSent: (typed) => {
      // The same number again means "look again", not "go nowhere".
      if (normalizeTrackingNumber(typed) === number) {
        void query.refetch();
        return;
      }
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(NUMBER_PARAM, typed);
        next.delete(PIN_PARAM);
        next.delete(KEY_PARAM);
        return next;
      });
    },
  });

  // Back and forward change the URL under the form: the box follows, unless it already shows that number.
  // The address's first reading (a prerendered page, once hydrated) leaves alone what the visitor typed.
  const typed = useRef(String(form.values[NUMBER_PARAM]));
  typed.current = String(form.values[NUMBER_PARAM]);
  const setTyped = useRef(form.setValue);
  setTyped.current = form.setValue;
  const readAddress = useRef(false);
  useEffect(() => {
    if (!hydrated) return;
    const first = !readAddress.current;
    readAddress.current = true;
    if (first && typed.current.trim() !== '') return;
    if (normalizeTrackingNumber(typed.current) !== normalizeTrackingNumber(fromUrl)) setTyped.current(NUMBER_PARAM, fromUrl);
  }, [fromUrl, hydrated]);

  const answer = query.data;
  const found = answer?.success ? answer.data[0] : undefined;
  let announcement = '';
  if (number && answer && !query.isFetching) {
    announcement = found
      ? `${answer.message ?? 'Tracking information found'}: ${found.trackingNumber}, ${found.status}, ${Math.round(found.progress)}% of the journey done.`
      : 'Tracking number not found';
  }

  return (
    <div className={styles.lookup}>
      <Card className={styles.formCard}>
        <form {...form.props} className={styles.form} noValidate aria-label="Track a shipment">
          <TextField
            {...form.field(NUMBER_PARAM)}
            label="Tracking number"
            hint="As printed on your booking confirmation or lorry receipt."
            placeholder="e.g. GRL001"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className={styles.numberField}
          />
          <Button type="submit" variant="accent" className={styles.submit}>
            Track
          </Button>
        </form>
      </Card>

      <p className="ui-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>

      <div className={styles.answer} aria-busy={query.isFetching || undefined}>
        <noscript data-answer="tracking" />
        {checked && 'problem' in checked ? (
          <Alert tone="info">
            “{fromUrl.slice(0, 60)}” is not a tracking number we recognise: {checked.problem}. Please check it and try again.
          </Alert>
        ) : !number ? null : query.isPending ? (
          <Loading minHeight="16rem" label={`Looking up ${number}…`} />
        ) : query.isError ? (
          <Alert tone="error">
            We could not look up {number} just now.{' '}
            <Button size="small" variant="secondary" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : found ? (
          <TrackingResultCard
            result={found}
            pinRefused={pin !== '' && found.details === 'hidden'}
            onPin={(typed) =>
              setParams((current) => {
                const next = new URLSearchParams(current);
                next.set(PIN_PARAM, typed);
                return next;
              })
            }
          />
        ) : (
          <TrackingNotFound number={number} message={answer?.message} />
        )}
      </div>
    </div>
  );
}
