// The feature's public door for browser code (components, query hooks): other features and the app import it only from here.
export { SettingsTabs } from "./client/settings-tabs";
export { SettingsCardHeader } from "./client/settings-card-header";
