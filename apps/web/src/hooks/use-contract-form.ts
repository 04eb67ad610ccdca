import { useCallback, useRef, type FormEvent } from 'react';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { apiErrorOf, type ApiError } from '../lib/api-error';
import { errorFor, humaniseMessage, type FieldErrors } from '../lib/field-errors';

type StandardIssue = { readonly message: string; readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> };
type StandardResult<Output> = { readonly value: Output; readonly issues?: undefined } | { readonly issues: ReadonlyArray<StandardIssue> };

/** A contract's schema as Standard Schema sees it: every Zod schema is one, so no Zod type is imported here. */
export type ContractSchema<Output = unknown> = {
  readonly '~standard': { readonly version: 1; readonly vendor: string; readonly validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>> };
};

export type ContractFormOptions<Values> = {
  initialValues: Values;
  /** The contract's schema the request must pass; a function when the rules follow a choice (a product's category). */
  schema: ContractSchema | ((values: Values) => ContractSchema);
  /** The request the values stand for, when the form holds it otherwise (rupees as typed, places as names); the values by default. */
  toInput?: (values: Values) => unknown;
  /** Rules the schema cannot see (rupees that are not an amount yet, a tag name to be created), keyed like the request; they win. */
  refine?: (values: Values) => FieldErrors;
  /**
   * Where a request field's errors show when the form holds it under another name or not at all, for
   * the schema's errors and the server's alike: `{ location_ids: 'locations', product_id: '' }`.
   */
  fieldPaths?: Readonly<Record<string, string>>;
};

/** The form path a request path's error belongs to: the longest mapped prefix is renamed. */
function formPath(key: string, fieldPaths: Readonly<Record<string, string>>): string {
  let best: string | undefined;
  for (const prefix of Object.keys(fieldPaths)) {
    if ((key === prefix || key.startsWith(`${prefix}.`)) && prefix.length > (best?.length ?? -1)) best = prefix;
  }
  if (best === undefined) return key;
  const target = fieldPaths[best] ?? best;
  const rest = key.slice(best.length + 1);
  return target === '' || rest === '' ? target : `${target}.${rest}`;
}

function toFormErrors(errors: FormErrors | FieldErrors, fieldPaths: Readonly<Record<string, string>>): FieldErrors {
  const result: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    if (typeof message === 'string') result[formPath(key, fieldPaths)] ??= humaniseMessage(message, key);
  }
  return result;
}

const isContainer = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The paths whose values differ, as deep as both sides keep the same shape. A list that grew or shrank
 * is one change, so the errors of its items go with it: after a removal they may name other items.
 */
function changedPaths(before: unknown, after: unknown, path = ''): string[] {
  if (Object.is(before, after)) return [];
  const sameShape =
    isContainer(before) && isContainer(after) && Array.isArray(before) === Array.isArray(after) && (!Array.isArray(before) || (Array.isArray(after) && before.length === after.length));
  if (!sameShape) return [path];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].flatMap((key) => changedPaths(before[key], after[key], path === '' ? key : `${path}.${key}`));
}

/** An error is about a changed value when it sits at it, inside it, or around it; a whole-form refusal ("") is about none. */
const concerns = (errorKey: string, path: string) =>
  errorKey !== '' && (path === '' || errorKey === path || errorKey.startsWith(`${path}.`) || path.startsWith(`${errorKey}.`));

function stringErrors(errors: FormErrors): FieldErrors {
  const result: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) if (typeof message === 'string') result[key] = message;
  return result;
}

/**
 * A form (Mantine's `useForm`: nested values, lists, dirty fields) checked by a contract's own schema,
 * so the rules and messages are the server's. Its errors, and the server's field errors, are keyed by
 * the form's paths and worded for a person; an error goes away as soon as its value changes (or the
 * schema stops reporting it), and a failed submit moves to the first box marked invalid.
 */
export function useContractForm<Values extends Record<string, unknown>>({ initialValues, schema, toInput, refine, fieldPaths = {} }: ContractFormOptions<Values>) {
  const root = useRef<HTMLElement | null>(null);
  // A callback ref, so that a <form>, a table row or any element can hold the boxes.
  const rootRef = useCallback((node: HTMLElement | null) => {
    root.current = node;
  }, []);
  // The errors the schema gave at the last check: those the schema stops reporting go, while the
  // server's stay until their own field changes (the schema cannot know a slug is taken).
  const schemaKeys = useRef(new Set<string>());

  const contractErrors = (values: Values): FieldErrors => {
    const current = typeof schema === 'function' ? schema(values) : schema;
    const checked = schemaResolver(current, { sync: true })(toInput ? toInput(values) : values);
    return { ...toFormErrors(checked, fieldPaths), ...toFormErrors(refine?.(values) ?? {}, fieldPaths) };
  };

  const focusFirstInvalid = () => {
    // Once the errors have rendered: on a long form a refusal below the fold is easy to miss.
    requestAnimationFrame(() => {
      const first = root.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      first?.focus();
      first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    });
  };

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: contractErrors,
    onValuesChange: (values, previous) => {
      const changes = changedPaths(previous, values);
      if (changes.length === 0) return;
      const stillReported = schemaKeys.current.size > 0 ? contractErrors(values) : {};
      form.setErrors((current) => {
        const kept = Object.entries(current).filter(([key]) => !changes.some((change) => concerns(key, change)) && (!schemaKeys.current.has(key) || stillReported[key] !== undefined));
        return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
      });
    },
    // A box shows the errors of what it holds as well (a tag list's `tags.2`).
    enhanceGetInputProps: ({ field, form: self }) => ({ error: errorFor(stringErrors(self.errors), String(field)) }),
  });

  const showErrors = (errors: FieldErrors, fromSchema: boolean) => {
    schemaKeys.current = fromSchema ? new Set(Object.keys(errors)) : new Set();
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) focusFirstInvalid();
  };

  /** A submit handler: checks the values against the schema, shows what is wrong, and calls `handler` only when all is right. */
  const handleSubmit =
    (handler: (values: Values) => unknown) =>
    (event?: FormEvent): void => {
      event?.preventDefault();
      const found = contractErrors(form.getValues());
      showErrors(found, true);
      if (Object.keys(found).length === 0) void handler(form.getValues());
    };

  const errors = stringErrors(form.errors);
  // Mantine types a value by its dotted path, which TypeScript cannot work out for a generic key; for a
  // top-level key the path's value is plainly Values[Key].
  const setTopField = form.setFieldValue as <Key extends keyof Values & string>(path: Key, value: Values[Key]) => void;

  return {
    ...form,
    errors,
    /**
     * The element holding the boxes, for the focus to find the first invalid one: `formProps` passes it
     * to a <form>; anything else takes it destructured (`const { rootRef } = form`), as the React
     * compiler reads whatever is passed as a ref as a ref throughout.
     */
    rootRef,
    /** The first error about `path` or anything inside it. */
    error: (path: string) => errorFor(errors, path),
    /** A box that hands over its value itself (a picker, a number box), bound to `key`: its value, its setter, its error. */
    field: <Key extends keyof Values & string>(key: Key) => ({
      value: form.values[key],
      onChange: (value: Values[Key]) => setTopField(key, value),
      error: errorFor(errors, key),
    }),
    /** A refusal about no field in particular (`staff.last_manager`), for the form to show whole. */
    refusal: errors[''],

    /** What the <form> takes: the element to find the first invalid box in, and `handleSubmit(handler)`. */
    formProps: (handler: (values: Values) => unknown) => ({ ref: rootRef, noValidate: true, onSubmit: handleSubmit(handler) }),

    handleSubmit,

    /** `input` parsed by `schema` (trimmed, lower-cased, defaults filled), or undefined with the errors shown. */
    parse: <Output>(other: ContractSchema<Output>, input: unknown): Output | undefined => {
      const result = other['~standard'].validate(input);
      if (result instanceof Promise) throw new Error('A contract schema is synchronous; this one returned a promise.');
      if (!result.issues) return result.value;
      showErrors(toFormErrors(schemaResolver(other, { sync: true })(input), fieldPaths), true);
      return undefined;
    },

    /**
     * Shows the server's field errors (`validation`, a taken email, slug or name) beside their fields; a
     * refusal about no field in particular goes under "", for the form to show whole. Hands back the
     * error to toast.
     */
    showServerErrors: (error: unknown): ApiError => {
      const apiError = apiErrorOf(error);
      const fields = toFormErrors(apiError.fieldErrors, fieldPaths);
      showErrors(Object.keys(fields).length > 0 ? fields : { '': apiError.detail }, false);
      return apiError;
    },
  };
}

export type ContractForm<Values extends Record<string, unknown>> = ReturnType<typeof useContractForm<Values>>;
