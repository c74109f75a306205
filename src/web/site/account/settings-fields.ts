/**
 * SPEC.md §9's settings and defaults, as the server stores them on the user (registry: auth users `settings`).
 * Kept here as plain data so the settings page does not load the registry's validation code.
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

export const settingLabels: Record<keyof Settings, { label: string; help: string }> = {
  push_notifications: { label: 'Push notifications', help: 'Alerts about admissions, jobs and your orders.' },
  email_preferences: { label: 'Email updates', help: 'A weekly email with news and new listings near you.' },
  location_access: { label: 'Location access', help: 'Show schools and shops near you first.' },
  digital_wellbeing: { label: 'Digital wellbeing', help: 'Fewer animations and a reminder to take breaks.' },
  special_features: { label: 'Special features', help: 'Try new ElimuHub features before everyone else.' },
};
