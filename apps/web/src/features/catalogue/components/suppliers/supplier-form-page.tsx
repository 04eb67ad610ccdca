import { useNavigate, useParams } from 'react-router';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { positiveInt } from '../../../../lib/url-params';
import { useSupplier } from '../../../../entities/supplier/get-supplier';
import { useViewer } from '../../../../hooks/use-viewer';
import { cataloguePaths } from '../../utils/catalogue-paths';
import { AreaIcon } from '../common/area-icon';
import { BackLink } from '../../../../components/back-link';
import { DetailSkeleton } from '../../../../components/detail-skeleton';
import { NoAccessState } from '../../../../components/no-access-state';
import { PageTitle } from '../../../../components/page-title';
import { SupplierForm } from './supplier-form';

/** /suppliers/new and /suppliers/{id}/edit, for holders of suppliers.manage. */
export function SupplierFormPage() {
  const { supplierId } = useParams();
  const navigate = useNavigate();
  const { can } = useViewer();
  const id = supplierId === undefined ? undefined : positiveInt(supplierId, 0) || undefined;
  const query = useSupplier(id);
  const back = id === undefined ? cataloguePaths.suppliers : cataloguePaths.supplier(id);

  const heading = <PageTitle icon={<AreaIcon area="suppliers" size={26} />} title={id === undefined ? 'Add a supplier' : `Edit ${query.data?.display_name ?? 'supplier'}`} />;
  if (!can('suppliers.manage')) {
    return (
      <>
        {heading}
        <NoAccessState title="Supplier changes are not open to you" labels={['suppliers.manage']} />
      </>
    );
  }
  return (
    <>
      <BackLink to={back}>{id === undefined ? 'All suppliers' : 'Back to the supplier'}</BackLink>
      {heading}
      {id !== undefined && query.isPending ? (
        <DetailSkeleton label="Loading the supplier" />
      ) : id !== undefined && query.isError ? (
        <QueryErrorAlert error={query.error} what="this supplier" onRetry={() => void query.refetch()} />
      ) : (
        <SupplierForm key={query.data?.updated_at ?? 'new'} supplier={query.data} onDone={(saved) => void navigate(saved ? cataloguePaths.supplier(saved.id) : back)} />
      )}
    </>
  );
}
