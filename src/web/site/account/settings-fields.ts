/**
 * The settings and defaults of docs/product.md#settings, as the server stores them on the user (registry: auth
 * users `settings`). Kept here as plain data so the settings page does not load the registry's validation code.
 */
export interface Settings {
  push_notifications: boolean;
  email_preferences: boolean;
  location_access: boolean;
  digital_wellbeing: boolean;
  special_features: boolean;
}

export const defaultSettings: Settings = {
  push_notifications: true,
  email_preferences: false,
  location_access: true,
  digital_wellbeing: false,
  special_features: true,
};

/** In the order the page lists them; each one's words are the site catalogue's `account.setting.<name>` and `.help`. */
export const settingNames = Object.keys(defaultSettings) as (keyof Settings)[];
