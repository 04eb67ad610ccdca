import { isAxiosError } from 'axios';
import { apiClient } from './api-client';

/**
 * GETs a PDF with the signed-in token (a plain link would carry no Authorization header) and hands it
 * to the browser as a download, named as the server names it (`fallbackName` when it does not).
 * An error answer arrives as a Blob too: its JSON is read so the detail reaches the person.
 */
export async function downloadPdf(path: string, fallbackName: string): Promise<void> {
  let response;
  try {
    response = await apiClient.get<Blob>(path, { responseType: 'blob', headers: { Accept: 'application/pdf, application/json' } });
  } catch (error) {
    if (isAxiosError(error) && error.response?.data instanceof Blob) {
      const text = await error.response.data.text();
      try {
        error.response.data = JSON.parse(text) as unknown;
      } catch {
        // Not JSON (a proxy's page): the generic message stands.
      }
    }
    throw error;
  }
  const disposition = String(response.headers['content-disposition'] ?? '');
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(response.data);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The click has started the download; the object URL is not needed past this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
