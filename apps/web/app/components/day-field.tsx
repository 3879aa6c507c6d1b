import { dayWindowBounds } from '@gazeta/contract';
import { Field, type FieldProps } from './field.tsx';

export interface DayFieldProps extends Omit<FieldProps, 'type' | 'min' | 'max' | 'value' | 'onChange' | 'children' | 'beside'> {
  /** Today in Chicago (YYYY-MM-DD), the window's first day. */
  today: string;
  /** How many days after today the window closes (the contract's limit for this form). */
  daysAhead: number;
  value: string;
  onChange: (day: string) => void;
}

/**
 * A day within a window that opens today (a banner's first day, a social post's day): the
 * browser's date picker offers only those days, the bounds the contract's `dayWindow` takes,
 * which the form's own check and the server then apply alike.
 */
export function DayField({ today, daysAhead, value, onChange, ...field }: DayFieldProps) {
  const { min, max } = dayWindowBounds(today, daysAhead);
  return <Field {...field} type="date" min={min} max={max} value={value} onChange={(event) => onChange(event.target.value)} />;
}
