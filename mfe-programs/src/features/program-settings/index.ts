export { SettingsForm } from './settings-form';
