import { Route, Routes } from 'react-router';
import { AgentFormPage } from './form/agent-form-page';
import { AgentListPage } from './list/agent-list-page';
import { AgentPage } from './page/agent-page';
import { TopUpsPage } from './top-ups/top-ups-page';

/** /agents: the list, a new agent, the top-ups awaiting approval, one agent (its details, trips and wallet) and its edit form. */
export function AgentsArea() {
  return (
    <Routes>
      <Route index element={<AgentListPage />} />
      <Route path="new" element={<AgentFormPage />} />
      <Route path="top-ups" element={<TopUpsPage />} />
      <Route path=":id/edit" element={<AgentFormPage />} />
      <Route path=":id/*" element={<AgentPage />} />
      <Route path="*" element={<AgentListPage />} />
    </Routes>
  );
}
