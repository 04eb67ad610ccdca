import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { numberFrom, type NumberText } from '../lib/typed-number';
import { renderWithProviders } from '../test/render';
import { NumberField } from './number-field';

/** A form's box as the forms hold it: the value as typed, read as a number only when sent. */
function Box({ label, min, max }: { label: string; min?: number; max?: number }) {
  const [value, setValue] = useState<NumberText>('');
  return (
    <>
      <NumberField label={label} min={min} max={max} value={value} onChange={setValue} />
      <output aria-label="Sent">{String(numberFrom(value))}</output>
    </>
  );
}

describe('a number box', () => {
  it('keeps a decimal as it is typed, through the "."', async () => {
    renderWithProviders(<Box label="Latitude" min={-90} max={90} />);
    const box = screen.getByRole('textbox', { name: 'Latitude' });
    await userEvent.type(box, '10.');
    expect(box).toHaveValue('10.');
    await userEvent.type(box, '1472');
    await userEvent.tab();
    expect(box).toHaveValue('10.1472');
    expect(screen.getByRole('status', { name: 'Sent' })).toHaveTextContent('10.1472');
  });

  it('keeps a rating of 4.5 as 4.5', async () => {
    renderWithProviders(<Box label="Rating" min={0} max={5} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Rating' }), '4.5');
    expect(screen.getByRole('textbox', { name: 'Rating' })).toHaveValue('4.5');
    expect(screen.getByRole('status', { name: 'Sent' })).toHaveTextContent('4.5');
  });

  it('takes a pasted 77.0600 whole', async () => {
    renderWithProviders(<Box label="Longitude" min={-180} max={180} />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Longitude' }));
    await userEvent.paste('77.0600');
    expect(screen.getByRole('textbox', { name: 'Longitude' })).toHaveValue('77.0600');
    expect(screen.getByRole('status', { name: 'Sent' })).toHaveTextContent('77.06');
  });

  it('leaves a number out of range as typed, for the schema to explain', async () => {
    renderWithProviders(<Box label="Latitude" min={-90} max={90} />);
    const box = screen.getByRole('textbox', { name: 'Latitude' });
    await userEvent.type(box, '100');
    await userEvent.tab();
    expect(box).toHaveValue('100');
  });
});
