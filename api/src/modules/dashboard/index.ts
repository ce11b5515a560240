export { registerDashboardModule } from './dashboard-module';
