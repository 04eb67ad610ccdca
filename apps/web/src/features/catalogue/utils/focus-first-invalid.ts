/** On a long form, a refusal is easy to miss: once the errors have rendered, move to the first box marked invalid. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
    first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}
