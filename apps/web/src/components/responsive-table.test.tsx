import { useState } from 'react';
import { Table } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { emulateScreenWidth } from '../test/screen-width';
import { ResponsiveTable, type SortOption } from './responsive-table';

type Place = { id: number; name: string };

const PLACES: Place[] = [
  { id: 1, name: 'Munnar' },
  { id: 2, name: 'Varkala' },
];

const SORTS: readonly SortOption<'name'>[] = [{ key: 'name', label: 'Name', ascending: 'A to Z', descending: 'Z to A' }];

function Places({ rows, onOpen = () => {} }: { rows: Place[] | undefined; onOpen?: (place: Place) => void }) {
  const [ordering, setOrdering] = useState<'name' | '-name'>('name');
  const table = (
    <Table aria-label="Places">
      <Table.Tbody>
        {(rows ?? []).map((place) => (
          <Table.Tr key={place.id}>
            <Table.Td>{place.name}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <>
      <ResponsiveTable
        label="Places"
        rows={rows}
        rowKey={(place) => place.id}
        busy={false}
        table={table}
        minWidth={600}
        onOpen={onOpen}
        sort={{ options: SORTS, ordering, onSort: setOrdering }}
        card={(place) => <a href={`/places/${place.id}`}>{place.name}</a>}
      />
      <output aria-label="Ordering">{ordering}</output>
    </>
  );
}

describe('a list table', () => {
  it('is a table in a named region from the sm breakpoint up', () => {
    emulateScreenWidth(1024);
    renderWithProviders(<Places rows={PLACES} />);
    const region = screen.getByRole('region', { name: 'Places' });
    expect(within(region).getByRole('table', { name: 'Places' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Places' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
  });

  it('is a table where the browser cannot tell the width', () => {
    renderWithProviders(<Places rows={PLACES} />);
    expect(screen.getByRole('table', { name: 'Places' })).toBeInTheDocument();
  });

  it('is a list of cards on a phone, one a row, each keeping its link and opening as the row does', async () => {
    emulateScreenWidth(375);
    const onOpen = vi.fn();
    renderWithProviders(<Places rows={PLACES} onOpen={onOpen} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Places' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual(['Munnar', 'Varkala']);
    expect(within(cards[1] as HTMLElement).getByRole('link', { name: 'Varkala' })).toHaveAttribute('href', '/places/2');

    await userEvent.click(cards[1]?.firstElementChild as HTMLElement);
    expect(onOpen).toHaveBeenCalledWith(PLACES[1]);
  });

  it('offers the headers’ sort as a select on a phone, both ways', async () => {
    emulateScreenWidth(375);
    renderWithProviders(<Places rows={PLACES} />);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveDisplayValue('Name, A to Z');
    await userEvent.selectOptions(sort, 'Name, Z to A');
    expect(screen.getByRole('status', { name: 'Ordering' })).toHaveTextContent('-name');
  });

  it('shows placeholder cards on a phone while the first page loads', () => {
    emulateScreenWidth(375);
    renderWithProviders(<Places rows={undefined} />);
    expect(screen.getByLabelText('Loading places')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('list', { name: 'Places' })).not.toBeInTheDocument();
  });

  it('changes at the sm breakpoint itself, 48em', () => {
    emulateScreenWidth(768);
    renderWithProviders(<Places rows={PLACES} />);
    expect(screen.getByRole('table', { name: 'Places' })).toBeInTheDocument();
  });

  it('is still cards a pixel under it', () => {
    emulateScreenWidth(767);
    renderWithProviders(<Places rows={PLACES} />);
    expect(screen.getByRole('list', { name: 'Places' })).toBeInTheDocument();
  });
});
