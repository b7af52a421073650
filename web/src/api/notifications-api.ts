import { apiClient } from './index';

/** One line of "what happened to my entries" (GET /me/notifications). */
export interface SiteNotification {
  id: string;
  kind: string;
  title: string;
  body: string;
  createdAt: string;
}

/** Channels for announcements; messages about one's own entries always go. */
export interface NotificationPreferences {
  announcementsEmail: boolean;
  announcementsSms: boolean;
}

export async function fetchMyNotifications(signal?: AbortSignal): Promise<SiteNotification[]> {
  const { items } = await apiClient.request<{ items: SiteNotification[] }>('/me/notifications?limit=20', {
    auth: true,
    signal,
  });
  return items;
}

export function fetchNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return apiClient.request<NotificationPreferences>('/me/notifications/preferences', { auth: true, signal });
}

export function updateNotificationPreferences(
  changes: Partial<NotificationPreferences>,
): Promise<NotificationPreferences> {
  return apiClient.request<NotificationPreferences>('/me/notifications/preferences', {
    method: 'PUT',
    body: changes,
    auth: true,
  });
}
