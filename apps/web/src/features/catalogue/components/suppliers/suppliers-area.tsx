import { Route, Routes } from 'react-router';
import { SupplierDetailPage } from './supplier-detail-page';
import { SupplierFormPage } from './supplier-form-page';
import { SupplierListPage } from './supplier-list-page';

/** /suppliers: the list, one supplier, and the form to add or edit one. */
export function SuppliersArea() {
  return (
    <Routes>
      <Route index element={<SupplierListPage />} />
      <Route path="new" element={<SupplierFormPage />} />
      <Route path=":supplierId" element={<SupplierDetailPage />} />
      <Route path=":supplierId/edit" element={<SupplierFormPage />} />
      <Route path="*" element={<SupplierListPage />} />
    </Routes>
  );
}
