import { TextInput, type TextInputProps } from '@mantine/core';

export interface NumberFieldProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** The text as typed; the form reads it with typedNumber and its rule refuses what is wrong. */
  value: string;
  onChange: (text: string) => void;
  /** 'numeric' for whole numbers, 'decimal' for amounts: which keyboard a phone shows. */
  inputMode?: 'numeric' | 'decimal';
}

/**
 * A number typed as text. Unlike Mantine's NumberInput it never rewrites what was typed (dropping
 * a point or a minus sign, clamping, cutting decimals): the form's rule takes it or refuses it.
 */
export function NumberField({ value, onChange, inputMode = 'numeric', ...props }: NumberFieldProps) {
  return (
    <TextInput
      inputMode={inputMode}
      autoComplete="off"
      {...props}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
