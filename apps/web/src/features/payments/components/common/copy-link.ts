import { showErrorToast, showInfoToast } from '../../../../lib/toast';

/** Puts the address on the clipboard and says so; where the browser refuses, shows it to copy by hand. */
export async function copyLink(url: string, done: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    showInfoToast(url, done);
  } catch {
    showErrorToast(`The browser did not allow copying: copy it from here. ${url}`, 'Not copied');
  }
}
