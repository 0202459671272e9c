import { defineModule } from '../../platform/module.ts';
import deviceRoutes from './devices/routes.ts';
import monitorRoutes from './monitor/routes.ts';
import { seedDevices } from './demo.ts';

/**
 * Devices at the gate and in the visitor centre: devices, groups, ticket machines' settings and the
 * devices' own credentials with their check at the gate (devices/); heartbeats and the monitor (monitor/).
 */
export default defineModule({
  name: 'device',
  routes: (r, svc) => {
    deviceRoutes(r, svc);
    monitorRoutes(r, svc);
  },
  demo: seedDevices,
  demoOrder: 30,
});
