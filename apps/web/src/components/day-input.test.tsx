import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DayInput } from './day-input';

/** A box as a filter or a form holds it, with what it was given shown beside it. */
function Box({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DayInput label="From" value={value} onChange={setValue} />
      <output aria-label="Value">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        Clear
      </button>
    </>
  );
}

describe('a day box', () => {
  it('shows a calendar day as day, month, year', () => {
    renderWithProviders(<Box initial="2026-11-01" />);
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('01/11/2026');
  });

  it('reads a day typed day first as the calendar day', async () => {
    renderWithProviders(<Box />);
    const box = screen.getByRole('textbox', { name: 'From' });
    await userEvent.type(box, '5/6/2026');
    expect(screen.getByRole('status', { name: 'Value' })).toHaveTextContent('2026-06-05');
    // The box keeps what was typed: it is not rewritten under the cursor.
    expect(box).toHaveValue('5/6/2026');
  });

  it('takes a pasted ISO day as written', async () => {
    renderWithProviders(<Box />);
    await userEvent.click(screen.getByRole('textbox', { name: 'From' }));
    await userEvent.paste('2026-11-22');
    expect(screen.getByRole('status', { name: 'Value' })).toHaveTextContent('2026-11-22');
  });

  it('says so, once left, when the text names no day', async () => {
    renderWithProviders(<Box />);
    const box = screen.getByRole('textbox', { name: 'From' });
    await userEvent.type(box, '31/02/2026');
    expect(box).not.toHaveAccessibleDescription('Enter a day as dd/mm/yyyy');
    await userEvent.tab();
    expect(box).toHaveAccessibleDescription('Enter a day as dd/mm/yyyy');
    expect(screen.getByRole('status', { name: 'Value' })).toHaveTextContent('31/02/2026');
  });

  it('shows a day cleared elsewhere', async () => {
    renderWithProviders(<Box initial="2026-11-01" />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('');
  });
});
