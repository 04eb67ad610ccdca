import { Route, Routes } from 'react-router';
import { ProductDetailPage } from './product-detail-page';
import { ProductFormPage } from './product-form-page';
import { ProductSearchPage } from './product-search-page';

/** /products: the search, one product with its variants, and the form to add or edit one. */
export function ProductsArea() {
  return (
    <Routes>
      <Route index element={<ProductSearchPage />} />
      <Route path="new" element={<ProductFormPage />} />
      <Route path=":productId" element={<ProductDetailPage />} />
      <Route path=":productId/edit" element={<ProductFormPage />} />
      <Route path="*" element={<ProductSearchPage />} />
    </Routes>
  );
}
