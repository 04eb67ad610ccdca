import { useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { dayText, parseDayText } from '../lib/dates';

type DayInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  /** A calendar day as YYYY-MM-DD, '' for none; in a form, what `onChange` gave for an unreadable text. */
  value: string;
  /** YYYY-MM-DD once the box holds a day, '' once it is empty, the text as typed otherwise (for a schema to refuse). */
  onChange: (value: string) => void;
};

const UNREADABLE = 'Enter a day as dd/mm/yyyy';

/**
 * A calendar day, shown and typed day first (`01/11/2026`), whatever language the browser speaks: a
 * native date box follows the browser's locale, which shows month first on an en-US machine. A pasted
 * ISO day (`2026-11-01`) is read as written. Once left, a text that names no day says so.
 */
export function DayInput({ value, onChange, error, onBlur, placeholder = 'dd/mm/yyyy', ...props }: DayInputProps) {
  const [text, setText] = useState(() => dayText(value));
  const [shownValue, setShownValue] = useState(value);
  const [left, setLeft] = useState(false);
  const read = (typed: string) => parseDayText(typed) ?? typed.trim();
  // The value changed by other means (Back, Clear filters, a form reset): show it, unless it is what this box gave.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== read(text)) setText(dayText(value));
  }
  const unreadable = text.trim() !== '' && parseDayText(text) === undefined;

  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        setLeft(false);
        onChange(read(typed));
      }}
      onBlur={(event) => {
        setLeft(true);
        onBlur?.(event);
      }}
      error={unreadable && left ? UNREADABLE : error}
      {...props}
    />
  );
}
