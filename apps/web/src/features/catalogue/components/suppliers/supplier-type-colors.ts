import type { SupplierType } from '@ua/contracts';

export const SUPPLIER_TYPE_COLORS: Record<SupplierType, string> = {
  hotel: 'teal',
  transporter: 'blue',
  activity_operator: 'orange',
  guide: 'grape',
};
