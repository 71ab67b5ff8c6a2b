import type { FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './account/routes.js';
import { registerPasswordResetRoutes } from './account/password-reset.js';
import { registerRegistrationRoutes } from './account/registration.js';
import { registerConfigRoutes } from './config/routes.js';
import { registerGroupRoutes } from './group/routes.js';
import { registerGudangRoutes } from './gudang/routes.js';
import { registerJobRoutes } from './job/routes.js';
import { registerMasterRoutes } from './master/routes.js';
import { registerPrintRoutes } from './print/routes.js';
import { registerProductImageRoutes } from './product/image-routes.js';
import { registerProductOptionRoutes } from './product/options-routes.js';
import { registerProductRoutes } from './product/routes.js';
import { registerSessionRoutes } from './session/routes.js';
import { registerStockAdjustmentRoutes } from './stock/adjustment/routes.js';
import { registerBatchRoutes } from './stock/batch/routes.js';
import { registerStockOpnameRoutes } from './stock/opname/routes.js';
import { registerReturSupplierRoutes } from './stock/retur-supplier/routes.js';
import { registerStockCardRoutes } from './stock/card/routes.js';
import { registerExpiryRoutes } from './stock/expiry/routes.js';
import { registerStockLogRoutes } from './stock/log/routes.js';
import { registerStockMutationRoutes } from './stock/mutation/routes.js';
import { registerUserRoutes } from './user/routes.js';

/** Every domain module; a new area adds one line here. */
export async function registerModules(app: FastifyInstance) {
  registerAccountRoutes(app);
  registerRegistrationRoutes(app);
  registerPasswordResetRoutes(app);
  registerSessionRoutes(app);
  registerPrintRoutes(app);
  registerUserRoutes(app);
  registerGroupRoutes(app);
  registerConfigRoutes(app);
  registerGudangRoutes(app);
  registerJobRoutes(app);
  await registerMasterRoutes(app);
  registerProductRoutes(app);
  registerProductOptionRoutes(app);
  registerProductImageRoutes(app);
  registerStockOpnameRoutes(app);
  registerStockAdjustmentRoutes(app);
  registerBatchRoutes(app);
  registerReturSupplierRoutes(app);
  registerStockMutationRoutes(app);
  registerStockLogRoutes(app);
  registerStockCardRoutes(app);
  registerExpiryRoutes(app);
}
