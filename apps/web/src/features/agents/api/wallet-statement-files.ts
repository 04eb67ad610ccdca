import { useMutation } from '@tanstack/react-query';
import { AGENT_PATHS } from '@ua/contracts';
import { serializeParams } from '../../../lib/api-client';
import { downloadPdf } from '../../../lib/download-pdf';
import type { StatementPeriod } from './wallet-statement';

export type StatementFormat = 'csv' | 'pdf';

/**
 * The statement as a CSV or a PDF, downloaded with the signed-in token (a plain link would carry no
 * Authorization header) and saved under the server's file name. lib's downloader fetches any file as
 * a blob; only its name says PDF.
 */
export async function downloadStatement({ agentId, period, format }: { agentId: number; period: StatementPeriod; format: StatementFormat }): Promise<void> {
  const path = format === 'csv' ? AGENT_PATHS.statementCsv(agentId) : AGENT_PATHS.statementPdf(agentId);
  await downloadPdf(`${path}?${serializeParams(period)}`, `statement-${agentId}-${period.from}-${period.to}.${format}`);
}

export function useDownloadStatement() {
  return useMutation({ mutationFn: downloadStatement });
}
