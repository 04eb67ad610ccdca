import { describe, expect, it } from 'vitest';
import { facetQuery, hasProductFilters, orderingsFor, productSearchQuery, readProductFilters, writeProductFilters } from './product-filters';

const read = (search: string) => readProductFilters(new URLSearchParams(search));

describe('product filters in the URL', () => {
  it('read back exactly what they wrote, so a shared link opens the same search', () => {
    const search = 'q=munar&location=12&category=accommodation&category=activity&supplier=3&price_from=2500&price_to=8000.50&stars=4&stars=5&meal_plan=CP&amenity=spa&status=all&ordering=price&page=2&page_size=50';
    const filters = read(search);
    expect(filters).toEqual({
      q: 'munar',
      location: 12,
      categories: ['accommodation', 'activity'],
      supplier: 3,
      priceFrom: '2500',
      priceTo: '8000.50',
      stars: [4, 5],
      mealPlans: ['CP'],
      amenities: ['spa'],
      status: 'all',
      ordering: 'price',
      page: 2,
      pageSize: 50,
    });
    expect(writeProductFilters(filters).toString()).toBe(new URLSearchParams(search).toString());
  });

  it('drop what a hand-edited URL got wrong, and leave defaults out', () => {
    const filters = read('location=abc&category=spaceship&stars=9&meal_plan=XX&amenity=moat&ordering=random&page=-1&page_size=7');
    expect(hasProductFilters(filters)).toBe(false);
    expect(filters.ordering).toBeUndefined();
    expect(writeProductFilters(filters).toString()).toBe('');
  });
});

describe('the product search query', () => {
  it('sends the rupees typed as integer paise, and lists as arrays', () => {
    const query = productSearchQuery(read('q=munar&price_from=2,500&price_to=8000.5&stars=4&meal_plan=CP&supplier=3'));
    expect(query).toEqual({
      page: 1,
      page_size: 25,
      active: 'true',
      q: 'munar',
      supplier: [3],
      price_min: 250_000,
      price_max: 800_050,
      star_rating: [4],
      meal_plan: ['CP'],
    });
  });

  it('leaves out a price that is not an amount rather than guess', () => {
    expect(productSearchQuery(read('price_from=cheap'))).not.toHaveProperty('price_min');
  });

  it('asks the accommodation filter without paging or order', () => {
    const query = facetQuery(read('stars=4&ordering=price&page=3'));
    expect(query).toEqual({ active: 'true', star_rating: [4] });
  });

  it('offers relevance only with a text query', () => {
    expect(orderingsFor(read(''))).not.toContain('relevance');
    expect(orderingsFor(read('q=tea'))).toContain('relevance');
  });
});
