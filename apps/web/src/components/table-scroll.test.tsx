import { Table } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { TableScroll } from './table-scroll';

function Wide() {
  return (
    <>
      <TableScroll label="Variants of Tea County" minWidth={1000}>
        <Table aria-label="Variants of Tea County">
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>Deluxe room</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </TableScroll>
      <button type="button">After</button>
    </>
  );
}

/** jsdom lays nothing out: the box is given the widths a phone would measure, then scrolled. */
function layOut(element: HTMLElement, { scrollWidth, clientWidth, scrollLeft }: { scrollWidth: number; clientWidth: number; scrollLeft: number }) {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth });
  element.scrollLeft = scrollLeft;
  fireEvent.scroll(element);
}

const shade = (side: 'left' | 'right') => document.querySelector(`[data-edge="${side}"]`);

describe('a table that scrolls sideways', () => {
  it('is a named region, out of the tab order and unshaded while everything fits', async () => {
    renderWithProviders(<Wide />);
    const region = screen.getByRole('region', { name: 'Variants of Tea County' });
    expect(region).not.toHaveAttribute('tabindex');
    expect(shade('left')).not.toHaveAttribute('data-shown');
    expect(shade('right')).not.toHaveAttribute('data-shown');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('shades the edge with columns beyond it, and takes focus so the keyboard can scroll it', async () => {
    renderWithProviders(<Wide />);
    const region = screen.getByRole('region', { name: 'Variants of Tea County' });
    layOut(region, { scrollWidth: 1000, clientWidth: 375, scrollLeft: 0 });
    expect(shade('right')).toHaveAttribute('data-shown');
    expect(shade('left')).not.toHaveAttribute('data-shown');
    await userEvent.tab();
    expect(region).toHaveFocus();
  });

  it('moves the shade to the start once scrolled to the end', () => {
    renderWithProviders(<Wide />);
    const region = screen.getByRole('region', { name: 'Variants of Tea County' });
    layOut(region, { scrollWidth: 1000, clientWidth: 375, scrollLeft: 625 });
    expect(shade('left')).toHaveAttribute('data-shown');
    expect(shade('right')).not.toHaveAttribute('data-shown');
    layOut(region, { scrollWidth: 1000, clientWidth: 375, scrollLeft: 300 });
    expect(shade('left')).toHaveAttribute('data-shown');
    expect(shade('right')).toHaveAttribute('data-shown');
  });
});
