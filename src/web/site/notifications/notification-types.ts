/** A notification addressed to the signed-in member (src/registry/resources/notifications.ts). */
export interface NotificationRow {
  id: number;
  title: string;
  body: string | null;
  link: string | null;
  read: boolean;
  created_at: string;
}
