import { act, renderHook } from '@testing-library/react';
import { AxiosError } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { locationCreateRequestSchema } from '@ua/contracts';
import { numberFrom, type NumberText } from '../lib/typed-number';
import { useContractForm } from './use-contract-form';

type PlaceValues = { name: string; slug: string; images: string; latitude: NumberText; longitude: NumberText };

const EMPTY: PlaceValues = { name: '', slug: '', images: '', latitude: '', longitude: '' };

const placeRequest = (values: PlaceValues) => ({
  name: values.name,
  ...(values.slug ? { slug: values.slug } : {}),
  level: 3,
  parent_id: 2,
  description: '',
  image_urls: values.images ? values.images.split('\n') : [],
  latitude: numberFrom(values.latitude) ?? null,
  longitude: numberFrom(values.longitude) ?? null,
  tag_ids: [],
});

const answered = (status: number, data: unknown) =>
  new AxiosError('x', undefined, undefined, undefined, { status, data, statusText: '', headers: {}, config: { headers: {} } as never });

function renderPlaceForm(initialValues: PlaceValues = EMPTY) {
  return renderHook(() => useContractForm({ initialValues, schema: locationCreateRequestSchema, toInput: placeRequest, fieldPaths: { image_urls: 'images' } }));
}

describe('a contract form', () => {
  it('checks the request with the contract\u2019s schema, shows its messages at the form\u2019s own boxes, and sends nothing', () => {
    const { result } = renderPlaceForm({ ...EMPTY, images: 'http://example.test/a.jpg', latitude: '10.1472' });
    const handler = vi.fn();
    act(() => result.current.handleSubmit(handler)());
    expect(handler).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ name: 'Enter a name', 'images.0': 'Use an https:// image address', longitude: 'Give both latitude and longitude, or neither' });
    expect(result.current.error('images')).toBe('Use an https:// image address');
  });

  it('drops an error once its value changes, or once the schema stops reporting it, and keeps the rest', () => {
    const { result } = renderPlaceForm({ ...EMPTY, images: 'http://example.test/a.jpg', latitude: '10.1472' });
    act(() => result.current.handleSubmit(vi.fn())());
    // Emptying the latitude answers the pair rule, whose message sits at the longitude.
    act(() => result.current.setFieldValue('latitude', ''));
    expect(result.current.errors).toEqual({ name: 'Enter a name', 'images.0': 'Use an https:// image address' });
    act(() => result.current.setFieldValue('images', 'https://example.test/a.jpg'));
    expect(result.current.errors).toEqual({ name: 'Enter a name' });
    // A change drops the error even before it is right; the next submit says so again.
    act(() => result.current.setFieldValue('name', ' '));
    expect(result.current.errors).toEqual({});
  });

  it('calls the handler with the values once they pass', () => {
    const { result } = renderPlaceForm({ ...EMPTY, name: 'Munnar', latitude: '10.1472', longitude: '77.0600' });
    const handler = vi.fn();
    act(() => result.current.handleSubmit(handler)());
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ latitude: '10.1472', longitude: '77.0600' }));
    expect(result.current.parse(locationCreateRequestSchema, placeRequest(result.current.values))).toMatchObject({ name: 'Munnar', latitude: 10.1472, longitude: 77.06 });
  });

  it('keeps the server\u2019s field error until its own box changes, and a whole-form refusal until the next try', () => {
    const { result } = renderPlaceForm({ ...EMPTY, name: 'Munnar', slug: 'munnar' });
    act(() => {
      result.current.showServerErrors(answered(409, { detail: 'The slug "munnar" is taken.', code: 'location.slug_taken', errors: { slug: ['Another location has this slug'] } }));
    });
    expect(result.current.errors).toEqual({ slug: 'Another location has this slug' });
    act(() => result.current.setFieldValue('name', 'Munnar hills'));
    expect(result.current.error('slug')).toBe('Another location has this slug');
    act(() => result.current.setFieldValue('slug', 'munnar-hills'));
    expect(result.current.errors).toEqual({});

    let detail = '';
    act(() => {
      detail = result.current.showServerErrors(answered(409, { detail: 'Kerala has moved meanwhile.', code: 'conflict' })).detail;
    });
    expect(detail).toBe('Kerala has moved meanwhile.');
    act(() => result.current.setFieldValue('name', 'Munnar'));
    expect(result.current.refusal).toBe('Kerala has moved meanwhile.');
  });

  it('puts a server field error about a request field the form holds otherwise at the form\u2019s box', () => {
    const { result } = renderPlaceForm();
    act(() => {
      result.current.showServerErrors(answered(400, { detail: 'Invalid body', code: 'validation', errors: { 'image_urls.1': ['Invalid input: expected string, received number'] } }));
    });
    expect(result.current.errors).toEqual({ 'images.1': 'Check this value' });
  });
});
