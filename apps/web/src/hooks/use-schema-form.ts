import { useState } from 'react';
import { apiErrorOf, type ApiError } from '../lib/api-error';
import { issuesToFieldErrors, withoutField, type FieldErrors, type ParseIssue } from '../lib/field-errors';

type ParseResult<Output> = { success: true; data: Output } | { success: false; error: { issues: readonly ParseIssue[] } };

/** What the form needs of a contract schema: Zod's `safeParse`, typed structurally so no Zod type is imported. */
export type FormSchema<Output> = { safeParse: (input: unknown) => ParseResult<Output> };

/**
 * Form state checked by the contracts' own Zod schemas: the same rules, and the same messages, as the
 * server. Errors are keyed like the server's `errors` (dotted paths), so both show in the same place.
 */
export function useSchemaForm<Values extends object>(initialValues: Values) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});

  const setValue = <Key extends keyof Values & string>(key: Key, value: Values[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => withoutField(current, key));
  };

  /** The parsed request when `input` passes `schema`; otherwise undefined, with the errors shown. */
  const validate = <Output>(schema: FormSchema<Output>, input: unknown = values): Output | undefined => {
    const result = schema.safeParse(input);
    setErrors(result.success ? {} : issuesToFieldErrors(result.error.issues));
    return result.success ? result.data : undefined;
  };

  /**
   * Shows the server's field errors (`validation`, a taken email, slug or name) beside their fields; a
   * refusal about no field in particular (`staff.last_manager`) goes under "", for the form to show
   * whole. Hands back the error to toast.
   */
  const showServerErrors = (error: unknown): ApiError => {
    const apiError = apiErrorOf(error);
    setErrors(Object.keys(apiError.fieldErrors).length > 0 ? apiError.fieldErrors : { '': apiError.detail });
    return apiError;
  };

  const reset = (next: Values) => {
    setValues(next);
    setErrors({});
  };

  return { values, setValue, setErrors, errors, validate, showServerErrors, reset };
}
