import { describe, expect, it } from 'vitest';
import { visibleCatalogueAreas } from './catalogue-areas';

describe('the catalogue areas a user sees', () => {
  it('are those whose view label they hold, a manage label alone opening nothing', () => {
    expect(visibleCatalogueAreas(['locations.view', 'products.view', 'payments.view']).map((area) => area.key)).toEqual(['destinations', 'products']);
    expect(visibleCatalogueAreas(['suppliers.manage'])).toEqual([]);
    expect(visibleCatalogueAreas(undefined)).toEqual([]);
  });
});
