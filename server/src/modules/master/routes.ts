import { RESOURCES } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../platform/resource/register-resource.js';
import { registerEkspedisiRoutes } from './ekspedisi-routes.js';
import { registerKaryawanRoutes } from './karyawan-routes.js';
import { registerKasbankRoutes } from './kasbank-routes.js';
import { registerLookupRoutes } from './lookup-routes.js';
import { registerMemberRoutes } from './member-routes.js';
import { loadRegions } from './region-loader.js';
import { registerRegionRoutes } from './region-routes.js';

/** Areas whose calls are registered by their own module (they add hooks to the generic ones). */
const CUSTOM = new Set(['member']);

/** Every master area of spec-2 §7.1/§7.3: the generic calls from the definitions, then each area's extras. */
export async function registerMasterRoutes(app: FastifyInstance) {
  await loadRegions(app.database);
  for (const def of RESOURCES) if (!CUSTOM.has(def.key)) registerResource(app, def);
  registerMemberRoutes(app);
  registerRegionRoutes(app);
  registerLookupRoutes(app);
  registerKasbankRoutes(app);
  registerKaryawanRoutes(app);
  registerEkspedisiRoutes(app);
}
