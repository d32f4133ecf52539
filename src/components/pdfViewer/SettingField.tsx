import { typedNumber } from '../../domain/typedNumber';
import { NumberField } from '../NumberField';

interface SettingFieldProps {
  label: string;
  text: string;
  onText: (text: string) => void;
  rule: (value: number | null) => string | null;
  apply: (value: number) => void;
}

/**
 * A viewer setting typed as text, applied as soon as its rule takes it; otherwise it stays as typed
 * with the rule's message. An empty field, while the user types anew, says nothing and changes nothing.
 */
export function SettingField({ label, text, onText, rule, apply }: SettingFieldProps) {
  const problem = text.trim() === '' ? null : rule(typedNumber(text));
  return (
    <NumberField
      aria-label={label}
      value={text}
      w={80}
      error={problem}
      onChange={(typed) => {
        onText(typed);
        const value = typedNumber(typed);
        if (value !== null && rule(value) === null) apply(value);
      }}
    />
  );
}
