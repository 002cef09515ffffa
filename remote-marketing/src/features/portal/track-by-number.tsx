import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, TextField } from 'shared-ui';
import styles from './portal.module.css';

/** Sends a tracking number to the tracking page (`/track?number=…`). */
export function TrackByNumber() {
  const navigate = useNavigate();
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = number.trim();
    if (!trimmed) {
      setError('Enter a tracking number, e.g. GRL001');
      return;
    }
    navigate(`/track?number=${encodeURIComponent(trimmed)}`);
  }

  return (
    <form className={styles.trackForm} onSubmit={submit} noValidate aria-label="Track a shipment">
      <TextField
        label="Tracking number"
        value={number}
        onChange={(event) => {
          setNumber(event.target.value);
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
