import { useMutation } from '@tanstack/react-query';
import { AGENT_PATHS, type StatementMailRequest } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';

/** POST /api/agents/{id}/wallet/statement/mail/: mails the period's statement PDF to the agency (its first contact with an email, unless one is given). */
export async function mailStatement({ agentId, body }: { agentId: number; body: StatementMailRequest }): Promise<void> {
  await apiClient.post(AGENT_PATHS.statementMail(agentId), body);
}

export function useMailStatement() {
  return useMutation({ mutationFn: mailStatement });
}
