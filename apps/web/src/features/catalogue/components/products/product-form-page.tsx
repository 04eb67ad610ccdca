import { useNavigate, useParams, useSearchParams } from 'react-router';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { positiveInt } from '../../../../lib/url-params';
import { useProduct } from '../../../../entities/product/get-product';
import { useViewer } from '../../../../hooks/use-viewer';
import { cataloguePaths } from '../../utils/catalogue-paths';
import { idParam } from '../../utils/url-lists';
import { AreaIcon } from '../common/area-icon';
import { BackLink } from '../../../../components/back-link';
import { DetailSkeleton } from '../../../../components/detail-skeleton';
import { NoAccessState } from '../../../../components/no-access-state';
import { PageTitle } from '../../../../components/page-title';
import { ProductForm } from './product-form';

/** /products/new (`?location=&supplier=` fill those in) and /products/{id}/edit, for holders of products.manage. */
export function ProductFormPage() {
  const { productId } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { can } = useViewer();
  const id = productId === undefined ? undefined : positiveInt(productId, 0) || undefined;
  const query = useProduct(id);
  const back = id === undefined ? cataloguePaths.products : cataloguePaths.product(id);

  const heading = <PageTitle icon={<AreaIcon area="products" size={26} />} title={id === undefined ? 'Add a product' : `Edit ${query.data?.name ?? 'product'}`} />;
  if (!can('products.manage')) {
    return (
      <>
        {heading}
        <NoAccessState title="Product changes are not open to you" labels={['products.manage']} />
      </>
    );
  }
  return (
    <>
      <BackLink to={back}>{id === undefined ? 'All products' : 'Back to the product'}</BackLink>
      {heading}
      {id !== undefined && query.isPending ? (
        <DetailSkeleton label="Loading the product" />
      ) : id !== undefined && query.isError ? (
        <QueryErrorAlert error={query.error} what="this product" onRetry={() => void query.refetch()} />
      ) : (
        <ProductForm
          key={query.data?.updated_at ?? 'new'}
          product={query.data}
          preset={{ location: idParam(params, 'location'), supplier: idParam(params, 'supplier') }}
          onDone={(saved) => void navigate(saved ? cataloguePaths.product(saved.id) : back)}
        />
      )}
    </>
  );
}
