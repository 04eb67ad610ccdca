import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { locationRoutes } from './locations.routes.ts';
import { locationTagRoutes } from './location-tags.routes.ts';
import { supplierRoutes } from './suppliers.routes.ts';
import { productRoutes } from './products.routes.ts';
import { variantRoutes } from './variants.routes.ts';

/** The catalogue: destinations, suppliers, products and variants (issue 7). */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(locationRoutes);
  await app.register(locationTagRoutes);
  await app.register(supplierRoutes);
  await app.register(productRoutes);
  await app.register(variantRoutes);
};
