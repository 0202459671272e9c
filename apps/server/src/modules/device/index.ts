import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';
import { seedDevices } from './demo.ts';

/**
 * Devices at the gate and in the visitor centre: devices, groups, ticket machines' settings, the
 * devices' own credentials with their heartbeats and their check at the gate, and the monitor.
 */
export default defineModule({
  name: 'device',
  routes,
  demo: seedDevices,
  demoOrder: 30,
});
