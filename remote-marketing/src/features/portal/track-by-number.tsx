import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, TextField, useLiveForm } from 'shared-ui';
import styles from './portal.module.css';

/**
 * Sends a tracking number to the tracking page (`/track?number=…`). A plain GET form in the HTML, so it
 * works before the page is live (and without scripts); a number typed before then is kept.
 */
export function TrackByNumber() {
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const form = useLiveForm({
    initial: { number: '' },
    getAction: '/track',
    onSubmit: ({ number }) => {
      const trimmed = number.trim();
      if (!trimmed) {
        setError('Enter a tracking number, e.g. GRL001');
        return;
      }
      navigate(`/track?number=${encodeURIComponent(trimmed)}`);
    },
  });
  const field = form.field('number');

  return (
    <form {...form.props} className={styles.trackForm} noValidate aria-label="Track a shipment">
      <TextField
        label="Tracking number"
        {...field}
        onChange={(event) => {
          field.onChange(event);
          setError(undefined);
        }}
        error={error}
        autoComplete="off"
        placeholder="e.g. GRL001"
      />
      <Button type="submit">Track</Button>
    </form>
  );
}
