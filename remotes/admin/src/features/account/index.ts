// The account feature's public face: the settings components the users feature shows for a user
// (through another settings source), so that both screens save a user's settings one way.
export {
  AccountSettingsSourceProvider,
  useAccountSettings,
  type AccountSettingsSource,
} from './api/accountSettings';
export { BillingPlansTab } from './components/BillingPlansTab';
export { NotificationTab } from './components/NotificationTab';
export { ConnectionTab } from './components/ConnectionTab';
export { TwoStepCard } from './components/TwoStepCard';
export { RecentDevicesCard } from './components/RecentDevicesCard';
export { UpgradePlanDialog } from './components/UpgradePlanDialog';
