import styles from './reports.module.css';

export interface ChoiceSwitchProps<T extends string> {
  /** Names the group for screen readers, e.g. 'Group by'. */
  label: string;
  choices: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}

/** A choice of a few as toggle buttons: one tap on a phone, Tab and Space on a keyboard. */
export function ChoiceSwitch<T extends string>({ label, choices, labels, value, onChange }: ChoiceSwitchProps<T>) {
  return (
    <div className={styles.switch} role="group" aria-label={label}>
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          className={styles.chip}
          aria-pressed={value === choice}
          onClick={() => onChange(choice)}
        >
          {labels[choice]}
        </button>
      ))}
    </div>
  );
}
