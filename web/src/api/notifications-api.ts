import { callApi } from './api-call';
import type { components } from './schema';

/** One line of "what happened to my entries" (GET /me/notifications). */
export type SiteNotification = components['schemas']['SiteNotificationDto'];

/** Channels for announcements; messages about one's own entries always go. */
export type NotificationPreferences = components['schemas']['PreferencesDto'];

export async function fetchMyNotifications(signal?: AbortSignal): Promise<SiteNotification[]> {
  const { items } = await callApi('get', '/me/notifications', { query: { limit: 20 }, auth: true, signal });
  return items;
}

export function fetchNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return callApi('get', '/me/notifications/preferences', { auth: true, signal });
}

export function updateNotificationPreferences(
  changes: components['schemas']['UpdatePreferencesDto'],
): Promise<NotificationPreferences> {
  return callApi('put', '/me/notifications/preferences', { body: changes, auth: true });
}
