/** One place the app reloads itself, so tests can observe it. */
export function reloadPage(): void {
  window.location.reload();
}
