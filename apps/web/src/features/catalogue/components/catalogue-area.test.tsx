import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { preloadCatalogueAreas, renderCatalogue } from '../test/render-catalogue';

describe('a catalogue area without its view label', () => {
  beforeAll(preloadCatalogueAreas);

  it.each([
    ['destinations', '/destinations/2', 'Destinations are not open to you', 'locations.view'],
    ['suppliers', '/suppliers?type=hotel', 'Suppliers are not open to you', 'suppliers.view'],
    ['products', '/products/11', 'Products are not open to you', 'products.view'],
  ] as const)('%s says so clearly and asks the server nothing', async (area, path, title, label) => {
    const api = mockApi({});
    renderCatalogue({ area, path, labels: ['payments.view'] });
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`need the ${label.replace('.', '\\.')} permission`))).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
