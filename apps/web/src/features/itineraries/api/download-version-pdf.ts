import { useMutation } from '@tanstack/react-query';
import { ITINERARY_PATHS } from '@ua/contracts';
import { downloadPdf } from '../../../lib/download-pdf';

/** The version's PDF, downloaded with the signed-in token. */
export async function downloadVersionPdf({ tripId, version }: { tripId: number; version: number }): Promise<void> {
  await downloadPdf(ITINERARY_PATHS.finalItineraryPdf(tripId, version), `itinerary-v${version}.pdf`);
}

export function useDownloadVersionPdf() {
  return useMutation({ mutationFn: downloadVersionPdf });
}
